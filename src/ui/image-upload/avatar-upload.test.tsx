import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { Form } from 'react-final-form'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_MSG } from '../../domain/image-messages'
import { AVATAR_TEXT, AvatarUpload } from './avatar-upload'
import { FormAvatarField } from './avatar-field'
import { CROP_TEXT } from './crop-dialog'
import type { CropperViewProps } from './cropper-view'
import { FakeXhr } from './fake-xhr'

// The cropper is a canvas library: at the boundary it is replaced by a stand-in with the same API.
const cropper = vi.hoisted(() => ({ rotate: vi.fn(), zoom: vi.fn(), crop: vi.fn(), loads: 0 }))
vi.mock('./cropper-view', () => ({
  default: function FakeCropper({ src, onReady, label }: CropperViewProps) {
    useEffect(() => {
      cropper.loads++
      onReady({ rotate: cropper.rotate, zoom: cropper.zoom, crop: cropper.crop })
      // like cropperjs: ready once per picture
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [src])
    return <div role="group" aria-label={label} data-testid="cropper" data-src={src} />
  },
}))

let objectUrls = 0
beforeEach(() => {
  FakeXhr.install()
  window.localStorage.setItem('token', 'tok-123')
  cropper.loads = 0
  cropper.rotate.mockReset()
  cropper.zoom.mockReset()
  cropper.crop.mockReset().mockResolvedValue(new Blob(['cropped'], { type: 'image/jpeg' }))
  objectUrls = 0
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:local/${++objectUrls}`)
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

const MB = 1024 * 1024
function image(name = 'chan-dung.png', type = 'image/png', size?: number): File {
  const file = new File(['png-bytes'], name, { type })
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size })
  return file
}

function Harness({ initial = null, onUploading }: { initial?: string | null; onUploading?: (on: boolean) => void }) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <>
      <AvatarUpload
        value={value}
        onChange={(url) => {
          changes.push(url)
          setValue(url)
        }}
        onUploadingChange={onUploading}
      />
      <output data-testid="value">{String(value)}</output>
    </>
  )
}
let changes: Array<string | null> = []
beforeEach(() => {
  changes = []
})

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!
const choose = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } })
const dialog = () => screen.findByRole('dialog', { name: CROP_TEXT.title })

async function chooseAndCrop(file = image()) {
  choose(file)
  const crop = await dialog()
  await within(crop).findByTestId('cropper')
  await waitFor(() => expect((within(crop).getByRole('button', { name: CROP_TEXT.save }) as HTMLButtonElement).disabled).toBe(false))
  return crop
}

const success = (url: string) => ({ success: true, data: { success: true, url } })

describe('AvatarUpload', () => {
  it('starts empty with "Tải lên ảnh đại diện" and accepts jpeg, gif, png only', () => {
    render(<Harness />)
    expect(screen.getByRole('group', { name: AVATAR_TEXT.label }).getAttribute('data-state')).toBe('empty')
    expect((screen.getByRole('button', { name: 'Tải lên ảnh đại diện' }) as HTMLButtonElement).disabled).toBe(false)
    expect(screen.queryByRole('button', { name: AVATAR_TEXT.remove })).toBeNull()
    expect(fileInput().accept.split(',')).toEqual(expect.arrayContaining(['image/jpeg', 'image/gif', 'image/png']))
    expect(fileInput().multiple).toBe(false)
    expect(cropper.loads).toBe(0)
  })

  it('crops (rotate 90°, 300x300), uploads with a progress bar, then shows the thumbnail', async () => {
    const uploading: boolean[] = []
    render(<Harness onUploading={(on) => uploading.push(on)} />)
    const crop = await chooseAndCrop(image('chan-dung.png'))
    expect(within(crop).getByTestId('cropper').getAttribute('data-src')).toBe('blob:local/1')

    fireEvent.click(within(crop).getByRole('button', { name: 'Xoay 90°' }))
    expect(cropper.rotate).toHaveBeenCalledWith(90)
    fireEvent.click(within(crop).getByRole('button', { name: 'Lưu' }))
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1))
    expect(cropper.crop).toHaveBeenCalledWith(300)

    // waiting: progress bar, uploading flag, the value unchanged
    const xhr = FakeXhr.last()
    expect([xhr.method, xhr.url, xhr.headers.authorization]).toEqual(['PUT', '/job/v1/jobseekers/upload-avatar', 'Bearer tok-123'])
    expect(xhr.file().name).toBe('chan-dung.png')
    expect(await xhr.file().text()).toBe('cropped')
    const group = screen.getByRole('group', { name: AVATAR_TEXT.label })
    expect(group.getAttribute('data-state')).toBe('waiting')
    expect(group.getAttribute('aria-busy')).toBe('true')
    expect(uploading).toEqual([true])
    const bar = screen.getByRole('progressbar', { name: AVATAR_TEXT.progress })
    expect(bar.getAttribute('aria-valuenow')).toBe('0')
    expect((screen.getByRole('button', { name: 'Tải lên ảnh đại diện' }) as HTMLButtonElement).disabled).toBe(true)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    act(() => xhr.progress(45, 100))
    expect(bar.getAttribute('aria-valuenow')).toBe('45')
    expect(screen.getByText(`${AVATAR_TEXT.uploading}… 45%`)).toBeTruthy()

    act(() => xhr.respond(200, success('/media/v1/files/abc')))
    await waitFor(() => expect(group.getAttribute('data-state')).toBe('success'))
    expect(changes).toEqual(['/media/v1/files/abc'])
    expect(uploading).toEqual([true, false])
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByRole('img', { name: AVATAR_TEXT.thumbnail }).getAttribute('src')).toBe('/media/v1/files/abc?w=128')
    expect((screen.getByRole('button', { name: 'Tải lên ảnh khác' }) as HTMLButtonElement).disabled).toBe(false)
    expect((screen.getByRole('button', { name: AVATAR_TEXT.edit }) as HTMLButtonElement).disabled).toBe(false)
    expect(screen.getByText(AVATAR_TEXT.uploaded)).toBeTruthy()
  })

  it('shows "Lỗi tải ảnh" with the server\'s reason, keeps the old image, and retries', async () => {
    render(<Harness initial="/media/v1/files/old" />)
    await chooseAndCrop(image('qua-lon.png'))
    fireEvent.click(screen.getByRole('button', { name: CROP_TEXT.save }))
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1))
    act(() => FakeXhr.last().respond(413, { success: false, error: { code: 'image_too_large', message: IMAGE_MSG.imageTooLarge('qua-lon.png') } }))

    const alert = await screen.findByText(IMAGE_MSG.imageError)
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Ảnh qua-lon.png đã vượt quá 30MB')
    expect(screen.getByRole('group', { name: AVATAR_TEXT.label }).getAttribute('data-state')).toBe('error')
    expect(changes).toEqual([])
    expect(screen.getByTestId('value').textContent).toContain('/media/v1/files/old')

    fireEvent.click(screen.getByRole('button', { name: AVATAR_TEXT.retry }))
    expect(FakeXhr.requests).toHaveLength(2)
    expect(await FakeXhr.last().file().text()).toBe('cropped')
    act(() => FakeXhr.last().respond(200, success('/media/v1/files/new')))
    await waitFor(() => expect(changes).toEqual(['/media/v1/files/new']))
    expect(screen.queryByText(IMAGE_MSG.imageError)).toBeNull()
  })

  it('shows "Lỗi tải ảnh" alone when the network fails', async () => {
    render(<Harness />)
    await chooseAndCrop()
    fireEvent.click(screen.getByRole('button', { name: CROP_TEXT.save }))
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1))
    act(() => FakeXhr.last().failNetwork())
    expect(await screen.findByText(IMAGE_MSG.imageError)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Tải lên ảnh đại diện' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('refuses files of SPEC 5 before any upload, with its messages', async () => {
    render(<Harness />)
    choose(image('anh-lon.png', 'image/png', 31 * MB))
    expect(await screen.findByText('Ảnh anh-lon.png đã vượt quá 30MB')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Tải lên ảnh đại diện' }).getAttribute('aria-invalid')).toBe('true')

    choose(image('ghi-chu.pdf', 'application/pdf'))
    expect(await screen.findByText(IMAGE_MSG.imageType('ghi-chu.pdf'))).toBeTruthy()

    choose(image('a.png'), image('b.png'))
    expect(await screen.findByText('Chỉ được chọn 1 ảnh mỗi lần')).toBeTruthy()

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(FakeXhr.requests).toHaveLength(0)
    expect(cropper.loads).toBe(0)
  })

  it('takes a 30 MB file exactly', async () => {
    render(<Harness />)
    choose(image('vua-du.jpg', 'image/jpeg', 30 * MB))
    expect(await dialog()).toBeTruthy()
  })

  it('removes the image: value null, focus back on the upload button', async () => {
    render(<Harness initial="/media/v1/files/abc" />)
    expect(screen.getByRole('group', { name: AVATAR_TEXT.label }).getAttribute('data-state')).toBe('success')
    fireEvent.click(screen.getByRole('button', { name: AVATAR_TEXT.remove }))
    expect(changes).toEqual([null])
    const upload = screen.getByRole('button', { name: 'Tải lên ảnh đại diện' })
    expect(document.activeElement).toBe(upload)
    expect(screen.queryByRole('img', { name: AVATAR_TEXT.thumbnail })).toBeNull()
    expect(screen.getByText(AVATAR_TEXT.removed)).toBeTruthy()
  })

  it('edits the current image in the crop dialog (the server copy when no local file is left)', async () => {
    render(<Harness initial="/media/v1/files/abc" />)
    fireEvent.click(screen.getByRole('button', { name: AVATAR_TEXT.edit }))
    const crop = await dialog()
    expect((await within(crop).findByTestId('cropper')).getAttribute('data-src')).toBe('/media/v1/files/abc')
    await waitFor(() => expect((within(crop).getByRole('button', { name: CROP_TEXT.save }) as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(within(crop).getByRole('button', { name: CROP_TEXT.save }))
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1))
    expect(FakeXhr.last().file().name).toBe('abc.jpg')
  })

  it('closes the crop dialog on "Hủy" without uploading', async () => {
    render(<Harness />)
    const crop = await chooseAndCrop()
    fireEvent.click(within(crop).getByRole('button', { name: CROP_TEXT.cancel }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(FakeXhr.requests).toHaveLength(0)
    expect(changes).toEqual([])
    expect(screen.getByRole('group', { name: AVATAR_TEXT.label }).getAttribute('data-state')).toBe('empty')
  })

  it('cancels an upload under way', async () => {
    const uploading: boolean[] = []
    render(<Harness onUploading={(on) => uploading.push(on)} />)
    await chooseAndCrop()
    fireEvent.click(screen.getByRole('button', { name: CROP_TEXT.save }))
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: AVATAR_TEXT.cancelUpload }))
    expect(FakeXhr.last().aborted).toBe(true)
    await waitFor(() => expect(screen.getByRole('group', { name: AVATAR_TEXT.label }).getAttribute('data-state')).toBe('empty'))
    expect(uploading).toEqual([true, false])
    expect(changes).toEqual([])
    expect(screen.queryByText(IMAGE_MSG.imageError)).toBeNull()
  })

  it('aborts the upload when it leaves the page', async () => {
    const { unmount } = render(<Harness />)
    await chooseAndCrop()
    fireEvent.click(screen.getByRole('button', { name: CROP_TEXT.save }))
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1))
    unmount()
    expect(FakeXhr.last().aborted).toBe(true)
  })
})

describe('FormAvatarField (react-final-form)', () => {
  it('holds the URL as the field value; removing an initial image makes the form dirty', async () => {
    const states: Array<{ dirty: boolean; avatar: unknown }> = []
    render(
      <Form
        onSubmit={() => {}}
        initialValues={{ avatar: '/media/v1/files/abc' }}
        subscription={{ dirty: true, values: true }}
        render={({ dirty, values }) => {
          states.push({ dirty: Boolean(dirty), avatar: (values as { avatar?: unknown }).avatar })
          return (
            <form>
              <FormAvatarField name="avatar" label="Ảnh đại diện" />
            </form>
          )
        }}
      />,
    )
    expect(states.at(-1)).toEqual({ dirty: false, avatar: '/media/v1/files/abc' })
    expect(screen.getByRole('button', { name: 'Tải lên ảnh khác' }).getAttribute('name')).toBe('avatar')
    fireEvent.click(screen.getByRole('button', { name: AVATAR_TEXT.remove }))
    expect(states.at(-1)).toEqual({ dirty: true, avatar: null })
    expect(screen.getByRole('button', { name: 'Tải lên ảnh đại diện' })).toBeTruthy()
  })

  it('shows the form\'s validation message once the field was touched or submitted', async () => {
    render(
      <Form
        onSubmit={() => {}}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <FormAvatarField name="avatar" validate={(value) => (value ? undefined : 'Vui lòng thêm Ảnh đại diện')} />
            <button type="submit">Lưu hồ sơ</button>
          </form>
        )}
      />,
    )
    expect(screen.queryByText('Vui lòng thêm Ảnh đại diện')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Lưu hồ sơ' }))
    expect(await screen.findByText('Vui lòng thêm Ảnh đại diện')).toBeTruthy()
  })
})
