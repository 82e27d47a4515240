// The /dev/outbox page: what the server sent (SMS, e-mail) in development, and a test notification.
import { escapeHtml } from '../../lib/html'
import { devPage, devSection, devTable, timeCell } from './dev-page'
import type { OutboxMessage } from '../../../src/domain/contract/dev'


const CHANNEL = { sms: 'SMS', email: 'Email' } as const

export interface NotifyForm {
  phone: string
  title: string
  content: string
  url: string
  part: 'candidate' | 'common'
}

export interface OutboxPageState {
  messages: OutboxMessage[]
  recipient: string
  /** Result of the test-notification form. */
  notice?: { kind: 'success' | 'error'; text: string }
  form?: Partial<NotifyForm>
}

function messageRow(m: OutboxMessage): string {
  const body = m.subject ? `${m.subject}\n\n${m.body}` : m.body
  return `<tr>
  ${timeCell(m.created_at)}
  <td>${CHANNEL[m.channel]}</td>
  <td><a href="/dev/outbox?recipient=${encodeURIComponent(m.recipient)}">${escapeHtml(m.recipient)}</a></td>
  <td class="body">${escapeHtml(body)}</td>
</tr>`
}

export function renderOutboxPage(state: OutboxPageState): string {
  const { messages, recipient, notice } = state
  const form = state.form ?? {}
  const value = (text: string | undefined) => escapeHtml(text ?? '')
  const part = form.part ?? 'common'
  const list = devTable(
    `${recipient ? `Tin gửi đến ${escapeHtml(recipient)}` : 'Tất cả tin'}, mới nhất ở trên`,
    ['Thời gian', 'Kênh', 'Người nhận', 'Nội dung'],
    messages.map(messageRow),
    recipient ? `Chưa có tin nào gửi đến ${escapeHtml(recipient)}.` : 'Chưa có tin nào được gửi.',
  )
  const noticeHtml = notice
    ? `<div class="notice ${notice.kind}" role="${notice.kind === 'error' ? 'alert' : 'status'}">${escapeHtml(notice.text)}</div>`
    : ''
  return devPage({
    title: 'Hộp thư gửi đi',
    intro: `<p class="hint">SMS và email mà máy chủ đã gửi trong môi trường phát triển và kiểm thử (mã OTP nằm ở đây). Trang này không tồn tại ở production.</p>
  <p><a href="/dev/search-engines">Thông báo cho công cụ tìm kiếm</a> (trang tin tuyển dụng mới, đã sửa hoặc đã gỡ)</p>`,
    main: [
      devSection(
        'filter',
        'Lọc theo người nhận',
        `<form method="get" action="/dev/outbox" class="inline" role="search">
    <div>
      <label for="recipient">Số điện thoại hoặc email</label>
      <input type="search" id="recipient" name="recipient" value="${value(recipient)}" autocomplete="off">
    </div>
    <button type="submit">Lọc</button>
  </form>
  ${recipient ? '<p><a href="/dev/outbox">Xem tất cả người nhận</a></p>' : ''}`,
      ),
      devSection('list', `Tin đã gửi (${messages.length})`, list),
      devSection(
        'notify',
        'Gửi thông báo thử',
        `<p class="hint">Tạo một tin trong hộp thư của tài khoản có số điện thoại này; trang web người đó đang mở nhận được ngay, không cần tải lại.</p>
  ${noticeHtml}
  <form method="post" action="/dev/outbox">
    <label for="phone">Số điện thoại tài khoản</label>
    <input type="tel" id="phone" name="phone" value="${value(form.phone)}" required inputmode="tel" autocomplete="off" aria-describedby="phone-hint">
    <p id="phone-hint" class="hint">Ví dụ 0901234567 (tài khoản mẫu của người tìm việc).</p>
    <label for="title">Tiêu đề</label>
    <input type="text" id="title" name="title" value="${value(form.title)}" required maxlength="200">
    <label for="content">Nội dung (không bắt buộc)</label>
    <textarea id="content" name="content" maxlength="2000">${value(form.content)}</textarea>
    <label for="url">Đường dẫn khi bấm vào (không bắt buộc)</label>
    <input type="text" id="url" name="url" value="${value(form.url)}" placeholder="/account/notification" maxlength="500">
    <fieldset>
      <legend>Phần hộp thư</legend>
      <input type="radio" id="part-common" name="part" value="common"${part === 'common' ? ' checked' : ''}><label for="part-common">Thông báo chung</label>
      <input type="radio" id="part-candidate" name="part" value="candidate"${part === 'candidate' ? ' checked' : ''}><label for="part-candidate">Ứng viên</label>
    </fieldset>
    <button type="submit">Gửi thông báo</button>
  </form>`,
      ),
    ].join('\n'),
  })
}
