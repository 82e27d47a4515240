// /tim-kiem-da-luu: the signed-in seeker's saved searches. Each opens its listing, can be renamed
// inline (validated: required, at most 100 characters; Enter saves, Escape cancels), have its
// alerts switched off and on, and be deleted after confirmation. Changes show only after the
// server accepted them; its messages are toasted.
import { styled } from '@linaria/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useFormState } from 'react-final-form'
import toast from 'react-hot-toast'
import { Link } from 'react-router-dom'
import { routes } from '../../../lib/paths'
import { Button, GhostButton } from '../../../ui/button'
import { checkStruct, formStruct, formValidator } from '../../../domain/validation/struct'
import { FinalForm, useFormField } from '../../../ui/form/final-form'
import { TextField } from '../../../ui/form/text-field'
import { formatVnDate } from '../../../domain/dates'
import { Modal } from '../../../ui/modal'
import { color, media, cardBox } from '../../../ui/theme'
import { deleteSavedSearch } from '../api/delete-saved-search'
import { useSavedSearches } from '../api/get-saved-searches'
import { updateSavedSearch } from '../api/update-saved-search'
import { NAME_MAX, cleanSearchName, validateSearchName } from '../search-query'
import type { SavedSearch, SavedSearchList } from '../../../domain/contract/saved-searches'
import { CardList, EmptyBox, LoadFailed, PageIntro } from '../../../ui/list-page'

const Wrap = styled.section`
  max-width: 820px;
  margin: 24px auto;
  ${media.mobile} {
    margin: 16px auto;
  }
  h1 {
    margin: 0 0 4px;
    font-size: 24px;
  }
`
const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 14px 16px;
  ${cardBox}
`
const Main = styled.div`
  flex: 1 1 320px;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 17px;
    overflow-wrap: anywhere;
  }
  h2 a {
    color: ${color.text};
  }
  h2 a:hover {
    color: ${color.brand};
  }
  p {
    margin: 4px 0 0;
    color: ${color.muted};
    font-size: 14px;
  }
`
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`
const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  font-size: 14px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${color.brand};
  }
`
const RenameForm = styled(FinalForm)`
  flex: 1 1 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px 12px;
  > div:first-child {
    flex: 1 1 280px;
    margin-bottom: 0;
  }
`
const FormButtons = styled.div`
  display: flex;
  gap: 8px;
  padding-top: 26px;
  ${media.mobile} {
    padding-top: 0;
  }
`
const Counter = styled.span`
  font-variant-numeric: tabular-nums;
`
const ConfirmActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`

/** Applies one changed search to the cached list (the server's answer, never a guess). */
const withItem = (list: SavedSearchList | undefined, item: SavedSearch): SavedSearchList | undefined =>
  list && { ...list, items: list.items.map((other) => (other.id === item.id ? item : other)) }

interface RenameValues {
  name: string
}

const validateRename = formValidator(formStruct({ name: checkStruct<string | undefined>('name', (name) => validateSearchName(name ?? '')) }))

function RenameRow({ search, onDone }: { search: SavedSearch; onDone: (item: SavedSearch | null) => void }) {
  const [initialValues] = useState(() => ({ name: search.name }))

  const submit = async ({ name: value }: RenameValues) => {
    const name = cleanSearchName(value ?? '')
    if (name === search.name) {
      onDone(null)
      return
    }
    const result = await updateSavedSearch(search.id, { name })
    if (result.success) {
      toast.success(result.data.message)
      onDone(result.data.item)
      return
    }
    toast.error(result.error.message)
    return { name: result.error.message }
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onDone(null)
    }
  }

  return (
    <RenameForm<RenameValues> onSubmit={submit} validate={validateRename} initialValues={initialValues} onKeyDown={onKeyDown}>
      <RenameFields onCancel={() => onDone(null)} />
    </RenameForm>
  )
}

function RenameFields({ onCancel }: { onCancel: () => void }) {
  const field = useFormField('name')
  const { submitting } = useFormState({ subscription: { submitting: true } })
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    inputRef.current?.focus()
    inputRef.current?.select()
  }, [])
  const length = [...cleanSearchName(field.value)].length
  return (
    <>
      <TextField
        {...field}
        ref={inputRef}
        label="Tên tìm kiếm"
        hint={
          <Counter aria-live="off">
            {length}/{NAME_MAX}
          </Counter>
        }
        required
        maxLength={NAME_MAX + 50}
        autoComplete="off"
      />
      <FormButtons>
        <Button type="submit" aria-busy={submitting || undefined}>
          Lưu
        </Button>
        <GhostButton type="button" onClick={onCancel}>
          Hủy
        </GhostButton>
      </FormButtons>
    </>
  )
}

function SearchRow({
  search,
  renaming,
  onRename,
  onRenamed,
  onToggleAlerts,
  onDelete,
}: {
  search: SavedSearch
  renaming: boolean
  onRename: () => void
  onRenamed: (item: SavedSearch | null) => void
  onToggleAlerts: (enabled: boolean) => Promise<void>
  onDelete: () => void
}) {
  const headingId = useId()
  const [switching, setSwitching] = useState(false)
  const renameRef = useRef<HTMLButtonElement>(null)
  const wasRenaming = useRef(renaming)
  useEffect(() => {
    // focus comes back to "Đổi tên" when the inline form closes
    if (wasRenaming.current && !renaming) renameRef.current?.focus()
    wasRenaming.current = renaming
  }, [renaming])

  return (
    <Item>
      {renaming ? (
        <RenameRow search={search} onDone={onRenamed} />
      ) : (
        <>
          <Main>
            <h2 id={headingId}>
              <Link to={search.url}>{search.name}</Link>
            </h2>
            <p>Lưu ngày {formatVnDate(search.created_at)}</p>
          </Main>
          <Buttons>
            <Switch>
              <input
                type="checkbox"
                checked={search.alerts_enabled}
                disabled={switching}
                onChange={async (event) => {
                  setSwitching(true)
                  await onToggleAlerts(event.target.checked)
                  setSwitching(false)
                }}
              />
              Nhận thông báo
            </Switch>
            <GhostButton ref={renameRef} type="button" onClick={onRename} aria-label={`Đổi tên tìm kiếm ${search.name}`}>
              Đổi tên
            </GhostButton>
            <GhostButton type="button" onClick={onDelete} aria-label={`Xóa tìm kiếm ${search.name}`} aria-haspopup="dialog">
              Xóa
            </GhostButton>
          </Buttons>
        </>
      )}
    </Item>
  )
}

export function SavedSearchManager() {
  const { data, error, mutate, isLoading } = useSavedSearches(true)
  const [renamingId, setRenamingId] = useState<number | null>(null)
  // kept while the dialog plays its closing animation
  const [pendingDelete, setPendingDelete] = useState<SavedSearch | null>(null)
  const [confirmOpen, setConfirmOpen] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const titleId = useId()

  const replaceItem = (item: SavedSearch) => void mutate((list) => withItem(list, item), { revalidate: false })

  const toggleAlerts = async (search: SavedSearch, enabled: boolean) => {
    const result = await updateSavedSearch(search.id, { alerts_enabled: enabled })
    if (result.success) {
      replaceItem(result.data.item)
      toast.success(enabled ? 'Đã bật thông báo cho tìm kiếm này.' : 'Đã tắt thông báo cho tìm kiếm này.')
    } else toast.error(result.error.message)
  }

  const confirmDelete = async () => {
    if (!pendingDelete || deleting) return
    setDeleting(true)
    const result = await deleteSavedSearch(pendingDelete.id)
    setDeleting(false)
    setConfirmOpen(false)
    if (result.success) {
      toast.success(result.data.message)
      const id = pendingDelete.id
      void mutate((list) => list && { ...list, items: list.items.filter((item) => item.id !== id), total: list.total - 1 }, {
        revalidate: false,
      })
    } else {
      toast.error(result.error.message)
      void mutate()
    }
  }

  return (
    <Wrap aria-labelledby={titleId}>
      <h1 id={titleId}>Tìm kiếm đã lưu</h1>
      <PageIntro>
        Khi có việc làm mới phù hợp, bạn nhận thông báo trong mục Thông báo (và email nếu email đã xác thực), tối đa một lần
        mỗi ngày cho mỗi tìm kiếm.
        {data && ` Đã lưu ${data.total}/${data.limit} tìm kiếm.`}
      </PageIntro>
      {!data ? (
        error ? (
          <LoadFailed message={(error as { message?: string }).message ?? 'Có lỗi xảy ra trong quá trình xử lý!'} onRetry={() => void mutate()} />
        ) : (
          <p role="status">{isLoading ? 'Đang tải tìm kiếm đã lưu...' : ''}</p>
        )
      ) : data.items.length === 0 ? (
        <EmptyBox>
          <p>
            Bạn chưa lưu tìm kiếm nào. Trên trang tuyển dụng, nhập từ khóa hoặc chọn bộ lọc rồi nhấn “Lưu tìm kiếm” để được báo
            khi có việc làm mới phù hợp.
          </p>
          <Link to={routes.listing}>Tìm việc làm</Link>
        </EmptyBox>
      ) : (
        <CardList aria-label="Danh sách tìm kiếm đã lưu">
          {data.items.map((search) => (
            <SearchRow
              key={search.id}
              search={search}
              renaming={renamingId === search.id}
              onRename={() => setRenamingId(search.id)}
              onRenamed={(item) => {
                if (item) replaceItem(item)
                setRenamingId(null)
              }}
              onToggleAlerts={(enabled) => toggleAlerts(search, enabled)}
              onDelete={() => {
                setPendingDelete(search)
                setConfirmOpen(true)
              }}
            />
          ))}
        </CardList>
      )}

      <Modal
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        title="Xóa tìm kiếm đã lưu"
        footer={
          <ConfirmActions>
            <GhostButton type="button" onClick={() => setConfirmOpen(false)}>
              Hủy
            </GhostButton>
            <Button type="button" onClick={confirmDelete} disabled={deleting}>
              Xóa
            </Button>
          </ConfirmActions>
        }
      >
        <p>
          Bạn có chắc muốn xóa tìm kiếm “{pendingDelete?.name}”? Bạn sẽ không nhận thông báo việc làm mới cho tìm kiếm này nữa.
        </p>
      </Modal>
    </Wrap>
  )
}
