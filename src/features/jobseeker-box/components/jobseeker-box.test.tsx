import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HINT_HIDDEN_KEY, isHintHidden, rememberHintHidden } from '../hint-session'
import { inRouter, makeProfile } from '../test-utils'
import { JobseekerBox, type JobseekerBoxProps } from './jobseeker-box'

/** the switch's code loads when it is shown: its first import may take seconds on a busy machine */
const LAZY = { timeout: 10_000 }

const renderBox = (props: Partial<JobseekerBoxProps> = {}) => {
  const onProfileChanged = props.onProfileChanged ?? vi.fn()
  const view = render(
    inRouter(
      <JobseekerBox
        authorized={true}
        jobseeker={makeProfile()}
        source="listing"
        {...props}
        onProfileChanged={onProfileChanged}
      />,
    ),
  )
  return { ...view, onProfileChanged }
}

describe('JobseekerBox (SPEC 2.5)', () => {
  it('while loading shows the card busy: the invitation for guests, the skeleton for a signed-in browser', () => {
    renderBox({ loading: true, jobseeker: null })
    const card = screen.getByRole('region', { name: 'Hồ sơ xin việc' })
    expect(card.getAttribute('aria-busy')).toBe('true')
    const status = within(card).getByRole('status')
    expect(status.textContent).toBe('Đang tải hồ sơ...')
    expect(status.closest('[data-signed-in-only]')).not.toBeNull()
    const link = within(card).getByRole('link', { name: 'Tạo hồ sơ mới' })
    expect(link.closest('[data-guest-only]')).not.toBeNull()
  })

  it('keeps the invitation element when loading ends for a guest (painted once)', () => {
    const view = render(inRouter(<JobseekerBox authorized={false} jobseeker={null} loading={true} source="home" onProfileChanged={vi.fn()} />))
    const before = screen.getByText(/Tạo hồ sơ miễn phí/)
    view.rerender(inRouter(<JobseekerBox authorized={false} jobseeker={null} loading={false} source="home" onProfileChanged={vi.fn()} />))
    const after = screen.getByText(/Tạo hồ sơ miễn phí/)
    expect(after).toBe(before)
    expect(after.closest('[data-guest-only]')).toBeNull()
    expect(screen.queryByText('Đang tải hồ sơ...')).toBeNull()
  })

  it('anonymous: the card "Hồ sơ xin việc" with "Tạo hồ sơ mới" to create-jobseeker', () => {
    renderBox({ authorized: false, jobseeker: null })
    const card = screen.getByRole('region', { name: 'Hồ sơ xin việc' })
    expect(card.textContent).toContain('Bạn chưa có hồ sơ xin việc.')
    expect(within(card).getByRole('link', { name: 'Tạo hồ sơ mới' }).getAttribute('href')).toBe('/create-jobseeker?is_reader=true')
    expect(screen.queryByRole('switch')).toBeNull()
  })

  it('signed in without a profile: says so and offers to create one', () => {
    renderBox({ jobseeker: null })
    expect(screen.getByText(/^Bạn chưa có hồ sơ xin việc\. Tạo hồ sơ để ứng tuyển nhanh/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tạo hồ sơ mới' }).getAttribute('href')).toBe('/create-jobseeker?is_reader=true')
  })

  it('a profile that could not be loaded offers to retry instead of "create"', () => {
    const { onProfileChanged } = renderBox({ jobseeker: null, loadError: true })
    expect(screen.getByRole('alert').textContent).toBe('Không tải được hồ sơ xin việc của bạn.')
    expect(screen.queryByRole('link', { name: 'Tạo hồ sơ mới' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }))
    expect(onProfileChanged).toHaveBeenCalledTimes(1)
  })

  it('with a profile: default 48 px avatar, full name and job types linking to /jobseeker, and the switch', async () => {
    const { container } = renderBox()
    const link = screen.getByRole('link', { name: /Nguyễn Thị Lan/ })
    expect(link.getAttribute('href')).toBe('/jobseeker')
    expect(link.textContent).toContain('Bán hàng, Kế toán')
    const img = container.querySelector('img')!
    expect(img.getAttribute('src')).toBe('/images/avatar-default.svg')
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['48', '48', ''])
    // the switch's code loads when it is shown
    expect((await screen.findByRole('switch', { name: 'Tự động ứng tuyển' }, LAZY)).getAttribute('aria-checked')).toBe('false')
  })

  it('shows the profile photo and resolves bare job-type ids through the job config', () => {
    const { container } = renderBox({
      jobseeker: makeProfile({ image_url: 'https://cdn.example.vn/a.webp', job_types: [4, 1] }),
      jobTypes: [
        { id: 1, name: 'Bán hàng' },
        { id: 4, name: 'Kế toán' },
      ],
    })
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example.vn/a.webp')
    expect(screen.getByRole('link', { name: /Nguyễn Thị Lan/ }).textContent).toContain('Kế toán, Bán hàng')
  })

  it('job types deleted: the open-edit link, the switch and the explanation disabled', async () => {
    renderBox({ jobseeker: makeProfile({ is_job_type_delete: true }) })
    expect(screen.getByRole('link', { name: /Nguyễn Thị Lan/ }).getAttribute('href')).toBe('/jobseeker#open-edit')
    const toggle = (await screen.findByRole('switch', { name: 'Tự động ứng tuyển' }, LAZY)) as HTMLButtonElement
    expect(toggle.disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Tìm hiểu về tự động ứng tuyển' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('link', { name: 'Cập nhật hồ sơ' }).getAttribute('href')).toBe('/jobseeker#open-edit')
  })
})

describe('the mobile listing hint (SPEC 4.2)', () => {
  let width: number
  beforeEach(() => {
    width = window.innerWidth
    window.sessionStorage.clear()
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    Element.prototype.scrollIntoView = vi.fn()
  })
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true })
    window.sessionStorage.clear()
  })
  const phone = () => Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true, writable: true })

  it('remembers the hidden hint in sessionStorage', () => {
    expect(isHintHidden()).toBe(false)
    rememberHintHidden()
    expect(window.sessionStorage.getItem(HINT_HIDDEN_KEY)).toBe('1')
    expect(isHintHidden()).toBe(true)
  })

  it('below 990 px with auto-apply off: scrolls to the box and shows the bubble until it is hidden', async () => {
    phone()
    const first = renderBox({ mobileHint: true })
    const text = await screen.findByText(/^Bật tự động ứng tuyển để hồ sơ của bạn được gửi tới việc làm phù hợp mỗi ngày/)
    const bubble = text.closest('[data-auto-apply-hint]') as HTMLElement
    expect(bubble.getAttribute('role')).toBe('status')
    // to the box itself, below the sticky header
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1)
    const scrolled = vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0] as HTMLElement
    expect(scrolled.getAttribute('data-jobseeker-box')).toBe('profile')
    expect(window.scrollTo).not.toHaveBeenCalled()

    fireEvent.click(within(bubble).getByRole('button', { name: 'Ẩn gợi ý' }))
    expect(screen.queryByText(/Bật tự động ứng tuyển để hồ sơ/)).toBeNull()
    expect(isHintHidden()).toBe(true)
    first.unmount()

    // the next listing in the same session: no hint, no scroll
    renderBox({ mobileHint: true })
    await new Promise((resolve) => window.requestAnimationFrame(resolve))
    expect(screen.queryByText(/Bật tự động ứng tuyển để hồ sơ/)).toBeNull()
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1)
  })

  it('never on desktop, when auto-apply is on, or where the page did not ask for it', async () => {
    renderBox({ mobileHint: true })
    phone()
    renderBox({ mobileHint: true, jobseeker: makeProfile({ apply_auto: true }) })
    renderBox({ mobileHint: false })
    await new Promise((resolve) => window.requestAnimationFrame(resolve))
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(3))
    expect(screen.queryByText(/Bật tự động ứng tuyển để hồ sơ/)).toBeNull()
    expect(window.scrollTo).not.toHaveBeenCalled()
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled()
  })
})
