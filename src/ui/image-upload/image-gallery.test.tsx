import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_MSG } from '../../domain/image-messages'
import { FakeXhr } from './fake-xhr'
import { GALLERY_TEXT, ImageGallery } from './image-gallery'

let objectUrls = 0
const revoked: string[] = []
beforeEach(() => {
  FakeXhr.install()
  objectUrls = 0
  revoked.length = 0
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:local/${++objectUrls}`)
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

let changes: string[][] = []
function Harness({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial)
  return (
    <ImageGallery
      name="images"
      label="Hình ảnh nơi làm việc"
      value={value}
      onChange={(urls) => {
        changes.push(urls)
        setValue(urls)
      }}
    />
  )
}
beforeEach(() => {
  changes = []
})

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!
const png = (name: string) => new File(['png-bytes'], name, { type: 'image/png' })
const choose = async (...files: File[]) => {
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files } })
  })
}

describe('ImageGallery', () => {
  it('shows the chosen picture at once with the site\'s progress bar (no <progress>), then the uploaded one', async () => {
    const { container } = render(<Harness />)
    await choose(png('van-phong.png'))
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1))
    const thumb = screen.getByRole('img', { name: GALLERY_TEXT.image(1) })
    expect(thumb.getAttribute('src')).toBe('blob:local/1')
    const bar = screen.getByRole('progressbar', { name: GALLERY_TEXT.progress(1) })
    expect(container.querySelector('progress')).toBeNull()
    act(() => FakeXhr.last().progress(45, 100))
    expect(bar.getAttribute('aria-valuenow')).toBe('45')
    expect(screen.getByText(GALLERY_TEXT.percent(45))).toBeTruthy()

    act(() => FakeXhr.last().respond(200, { success: true, data: { id: 7, url: '/media/v1/files/a.png' } }))
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
    expect(screen.getByRole('img', { name: GALLERY_TEXT.image(1) }).getAttribute('src')).toBe('/media/v1/files/a.png?w=256')
    expect(changes.at(-1)).toEqual(['/media/v1/files/a.png'])
    expect(screen.getByRole('button', { name: GALLERY_TEXT.rotate(1) })).toBeTruthy()
  })

  it('says why an upload failed in Vietnamese, keeps the picture with a retry, and removes it with its own picture freed', async () => {
    render(<Harness />)
    await choose(png('phong-hop.png'))
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1))
    act(() => FakeXhr.last().respond(400, { success: false, error: { code: 'bad_image', message: 'Ảnh phong-hop.png bị lỗi hoặc không phải là ảnh jpeg, gif, png' } }))
    expect(await screen.findByText(IMAGE_MSG.imageError)).toBeTruthy()
    expect(screen.getByText(/bị lỗi hoặc không phải là ảnh jpeg, gif, png/)).toBeTruthy()
    expect(screen.getByRole('img', { name: GALLERY_TEXT.image(1) }).getAttribute('src')).toBe('blob:local/1')
    expect(screen.getByRole('button', { name: GALLERY_TEXT.retry(1) })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: GALLERY_TEXT.remove(1) }))
    expect(screen.queryByRole('img', { name: GALLERY_TEXT.image(1) })).toBeNull()
    expect(revoked).toEqual(['blob:local/1'])
  })

  it('removes a saved image with the × on its corner', () => {
    render(<Harness initial={['/media/v1/files/x.png', '/media/v1/files/y.png']} />)
    fireEvent.click(screen.getByRole('button', { name: GALLERY_TEXT.remove(1) }))
    expect(changes).toEqual([['/media/v1/files/y.png']])
    expect(screen.getByText(GALLERY_TEXT.count(1), { exact: false })).toBeTruthy()
  })

  it('refuses a file of another type with its Vietnamese reason', async () => {
    render(<Harness />)
    await choose(new File(['%PDF'], 'hop-dong.pdf', { type: 'application/pdf' }))
    expect((await screen.findByRole('alert')).textContent).toBe(IMAGE_MSG.imageType('hop-dong.pdf'))
    expect(FakeXhr.requests).toHaveLength(0)
  })
})
