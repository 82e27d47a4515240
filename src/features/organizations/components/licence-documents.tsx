// "Giấy phép kinh doanh" on the business information page (docs/decisions/0019-licence-documents.md):
// the owner drops or chooses PDF, JPG or PNG files of at most 5 MB (five at most), each sent as a
// signed upload with its own progress bar; the list shows name, type, size, date and who uploaded,
// opens, downloads and deletes (a second click confirms). Members who are not the owner are told
// why they do not see the documents.
import { styled } from '@linaria/react'
import { useId, useRef, useState } from 'react'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { toast } from 'react-hot-toast'
import { formatVnDate } from '../../../domain/dates'
import { fileSizeText, LICENCE_ACCEPT, LICENCE_DOCUMENTS, LICENCE_MSG, licenceDownloadName } from '../../../domain/organizations/documents'
import { authBlob } from '../../../lib/http'
import { Button, GhostButton } from '../../../ui/button'
import { Panel, PanelHead } from '../../../ui/panel'
import { color, radius } from '../../../ui/theme'
import { RowList } from '../../../ui/list-page'
import { deleteLicenceDocument, uploadLicenceDocument, useLicenceDocuments } from '../api/documents'
import type { LicenceDocument } from '../../../domain/contract/organizations'
import { whileUploading } from '../state'

export const LICENCE_TEXT = {
  title: 'Giấy phép kinh doanh',
  intro: 'Giấy chứng nhận đăng ký doanh nghiệp hoặc hộ kinh doanh, dùng để xác thực doanh nghiệp.',
  privacy: 'Chỉ chủ tài khoản doanh nghiệp và nhân viên kiểm duyệt của Việc Làm Tốt xem được các tệp này; ứng viên và thành viên khác không thấy.',
  notOwner: (role: string) =>
    `Giấy phép là giấy tờ pháp lý riêng của doanh nghiệp nên chỉ chủ tài khoản tải lên và xem được. Bạn đang là ${role}: hãy nhờ chủ tài khoản nếu cần bổ sung giấy phép.`,
  hint: `Kéo thả tệp vào đây hoặc bấm "Chọn tệp": ${LICENCE_DOCUMENTS.typesText}, tối đa ${LICENCE_DOCUMENTS.maxText} mỗi tệp, tối đa ${LICENCE_DOCUMENTS.maxCount} tệp.`,
  dropHere: 'Thả tệp vào đây',
  choose: 'Chọn tệp',
  input: 'Chọn tệp giấy phép để tải lên',
  count: (n: number) => `${n}/${LICENCE_DOCUMENTS.maxCount} tệp`,
  list: 'Giấy phép đã tải lên',
  pendingList: 'Tệp đang tải lên',
  empty: 'Chưa có giấy phép nào. Tải lên bản quét hoặc ảnh chụp rõ nét, đủ bốn góc của giấy chứng nhận.',
  uploading: (name: string) => `Đang tải lên ${name}`,
  progress: (name: string) => `Tiến độ tải lên ${name}`,
  meta: (type: string, size: string, date: string, by: string | null) => `${type} · ${size} · ${date}${by ? ` · ${by}` : ''}`,
  open: 'Xem',
  download: 'Tải về',
  remove: 'Xóa',
  confirmRemove: 'Xác nhận xóa',
  cancel: 'Hủy',
  loading: 'Đang tải danh sách giấy phép...',
  failed: 'Không tải được danh sách giấy phép. Vui lòng thử lại.',
  unreadable: (name: string) => `Không mở được ${name}. Vui lòng thử lại.`,
  full: LICENCE_MSG.full,
  tooMany: (left: number) => `Chỉ còn chỗ cho ${left} tệp nữa (tối đa ${LICENCE_DOCUMENTS.maxCount} giấy tờ); các tệp còn lại chưa được tải lên.`,
} as const

const TYPE_LABEL = { pdf: 'PDF', jpeg: 'JPG', png: 'PNG' } as const

const Zone = styled.div`
  position: relative;
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 16px;
  border: 1px dashed ${color.muted};
  border-radius: ${radius.md};
  background: ${color.bg};
  &[data-active='true'] {
    border-color: ${color.brand};
    background: ${color.brandSoft};
  }
  p {
    color: ${color.muted};
    font-size: 14px;
  }
  /* the dropzone's hidden input takes no row of the grid */
  input[type='file'] {
    position: absolute;
  }
`

const Rows = styled(RowList)`
  li > div:first-child {
    display: grid;
    gap: 2px;
  }
  progress {
    width: 100%;
    height: 8px;
    accent-color: ${color.brand};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`

const Problem = styled.p`
  color: ${color.red};
`

interface Pending {
  key: string
  name: string
  progress: number
}

const fileLabel = (document: LicenceDocument) => licenceDownloadName(document.file_name, document.file_type)

/** The section, in a panel of its own; the owner manages the documents, other members read why not. */
export function LicenceDocuments({ organizationId, isOwner, roleName }: { organizationId: number; isOwner: boolean; roleName: string }) {
  const ids = useId()
  return (
    <Panel aria-labelledby={`${ids}-title`}>
      <PanelHead>
        <h2 id={`${ids}-title`}>{LICENCE_TEXT.title}</h2>
        <p>{LICENCE_TEXT.intro}</p>
        <p>{isOwner ? LICENCE_TEXT.privacy : LICENCE_TEXT.notOwner(roleName)}</p>
      </PanelHead>
      {isOwner && <OwnerDocuments organizationId={organizationId} />}
    </Panel>
  )
}

function OwnerDocuments({ organizationId }: { organizationId: number }) {
  const ids = useId()
  const { data, error } = useLicenceDocuments(organizationId)
  const [pending, setPending] = useState<Pending[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<number | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const pendingRef = useRef(pending)
  pendingRef.current = pending

  const count = data?.count ?? 0
  const free = LICENCE_DOCUMENTS.maxCount - count - pending.length

  const update = (next: Pending[]) => {
    pendingRef.current = next
    setPending(next)
  }

  const send = async (file: File) => {
    const key = `${Date.now()}-${Math.random()}`
    update([...pendingRef.current, { key, name: file.name, progress: 0 }])
    const result = await uploadLicenceDocument(organizationId, file, (fraction) =>
      update(pendingRef.current.map((p) => (p.key === key ? { ...p, progress: fraction } : p))),
    )
    update(pendingRef.current.filter((p) => p.key !== key))
    if (result.success) toast.success(result.data.message)
    else setProblem(result.error.message)
  }

  const onDrop = async (accepted: File[], rejected: FileRejection[]) => {
    const first = rejected[0]
    const refusal = first
      ? first.errors[0]?.code === 'file-too-large'
        ? LICENCE_MSG.tooLarge(first.file.name)
        : LICENCE_MSG.wrongType(first.file.name)
      : null
    const taken = accepted.slice(0, Math.max(0, free))
    setProblem(refusal ?? (accepted.length > taken.length ? (free > 0 ? LICENCE_TEXT.tooMany(free) : LICENCE_TEXT.full) : null))
    // one after another: each asks for its own signed upload just before it is sent; the batch is
    // in flight as a whole, so the verification request does not slip in between two files
    await whileUploading(organizationId, async () => {
      for (const file of taken) await send(file)
    })
  }

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: LICENCE_ACCEPT,
    maxSize: LICENCE_DOCUMENTS.maxBytes,
    onDrop: (accepted, rejected) => void onDrop(accepted, rejected),
    noClick: true,
    noKeyboard: true,
    disabled: free <= 0,
  })

  const withBlob = async (document: LicenceDocument, deliver: (url: string) => void, tab?: Window | null) => {
    setBusy(document.id)
    const blob = await authBlob(document.file_url)
    setBusy(null)
    if (!blob) {
      tab?.close()
      return setProblem(LICENCE_TEXT.unreadable(fileLabel(document)))
    }
    const url = URL.createObjectURL(blob)
    deliver(url)
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  }

  const openDocument = (document: LicenceDocument) => {
    // the tab opens on the click (no popup blocker), and gets the file once it has arrived
    const tab = window.open('', '_blank')
    void withBlob(document, (url) => (tab ? tab.location.replace(url) : window.location.assign(url)), tab)
  }

  const download = (document: LicenceDocument) =>
    void withBlob(document, (url) => {
      const link = window.document.createElement('a')
      link.href = url
      link.download = fileLabel(document)
      link.click()
    })

  const remove = async (document: LicenceDocument) => {
    const result = await deleteLicenceDocument(organizationId, document.id)
    setConfirming(null)
    if (result.success) toast.success(result.data.message)
    else setProblem(result.error.message)
  }

  return (
    <>
      <Zone {...getRootProps()} data-active={isDragActive}>
        <input {...getInputProps()} aria-label={LICENCE_TEXT.input} />
        <p id={`${ids}-hint`}>{isDragActive ? LICENCE_TEXT.dropHere : LICENCE_TEXT.hint}</p>
        <Actions>
          <Button type="button" onClick={open} aria-describedby={`${ids}-hint`} disabled={free <= 0}>
            {LICENCE_TEXT.choose}
          </Button>
        </Actions>
        <p>{free <= 0 && !pending.length ? LICENCE_TEXT.full : LICENCE_TEXT.count(count)}</p>
      </Zone>
      {problem && <Problem role="alert">{problem}</Problem>}
      {pending.length > 0 && (
        <Rows aria-label={LICENCE_TEXT.pendingList}>
          {pending.map((p) => (
            <li key={p.key}>
              <div role="status">
                <strong>{LICENCE_TEXT.uploading(p.name)}</strong>
                <progress max={1} value={p.progress} aria-label={LICENCE_TEXT.progress(p.name)} />
              </div>
            </li>
          ))}
        </Rows>
      )}
      {error ? (
        <Problem role="alert">{LICENCE_TEXT.failed}</Problem>
      ) : !data ? (
        <p role="status">{LICENCE_TEXT.loading}</p>
      ) : data.items.length === 0 ? (
        <p>{LICENCE_TEXT.empty}</p>
      ) : (
        <Rows aria-label={LICENCE_TEXT.list}>
          {data.items.map((document) => {
            const name = fileLabel(document)
            return (
              <li key={document.id}>
                <div>
                  <strong>{document.file_name}</strong>
                  <small>{LICENCE_TEXT.meta(TYPE_LABEL[document.file_type], fileSizeText(document.bytes), formatVnDate(document.created_at), document.uploaded_by)}</small>
                </div>
                <Actions>
                  <GhostButton type="button" aria-label={`${LICENCE_TEXT.open}: ${name}`} disabled={busy === document.id} onClick={() => openDocument(document)}>
                    {LICENCE_TEXT.open}
                  </GhostButton>
                  <GhostButton type="button" aria-label={`${LICENCE_TEXT.download}: ${name}`} disabled={busy === document.id} onClick={() => download(document)}>
                    {LICENCE_TEXT.download}
                  </GhostButton>
                  {confirming === document.id ? (
                    <>
                      <Button type="button" autoFocus onClick={() => void remove(document)}>
                        {LICENCE_TEXT.confirmRemove}
                      </Button>
                      <GhostButton type="button" onClick={() => setConfirming(null)}>
                        {LICENCE_TEXT.cancel}
                      </GhostButton>
                    </>
                  ) : (
                    <GhostButton type="button" aria-label={`${LICENCE_TEXT.remove}: ${name}`} onClick={() => setConfirming(document.id)}>
                      {LICENCE_TEXT.remove}
                    </GhostButton>
                  )}
                </Actions>
              </li>
            )
          })}
        </Rows>
      )}
    </>
  )
}
