// The /dev/outbox page: server-rendered, no script, readable with a screen reader and a keyboard.
import { escapeHtml } from '../../lib/html'
import type { OutboxMessage } from '../../../src/domain/contract/dev'


const timeFormat = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  dateStyle: 'short',
  timeStyle: 'medium',
})

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

/** The development pages' look (this one and /dev/search-engines). */
export const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1b1f23; }
  body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.2rem; margin: 2rem 0 .75rem; }
  label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
  input[type=text], input[type=tel], input[type=search], textarea { width: 100%; max-width: 32rem; padding: .5rem; font: inherit; border: 1px solid #6a737d; border-radius: 4px; box-sizing: border-box; }
  textarea { min-height: 5rem; }
  fieldset { border: 1px solid #d1d5da; border-radius: 4px; max-width: 32rem; margin-top: .75rem; }
  fieldset label { display: inline; font-weight: normal; margin: 0 1rem 0 .25rem; }
  button { margin-top: 1rem; padding: .5rem 1.25rem; font: inherit; font-weight: 600; color: #fff; background: #0a6e4a; border: 0; border-radius: 4px; cursor: pointer; }
  button:hover { background: #075237; }
  :focus-visible { outline: 3px solid #f9a825; outline-offset: 2px; }
  .inline { display: flex; gap: .5rem; align-items: end; flex-wrap: wrap; }
  .inline button { margin-top: 0; }
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: left; color: #586069; padding-bottom: .5rem; }
  th, td { border-bottom: 1px solid #d1d5da; padding: .5rem; text-align: left; vertical-align: top; }
  td.body { white-space: pre-wrap; overflow-wrap: anywhere; }
  .notice { padding: .75rem 1rem; border-radius: 4px; max-width: 32rem; }
  .success { background: #e7f5ef; border: 1px solid #0a6e4a; }
  .error { background: #fdecea; border: 1px solid #b3261e; }
  .hint { color: #586069; }
`

function messageRows(messages: OutboxMessage[]): string {
  return messages
    .map((m) => {
      const body = m.subject ? `${m.subject}\n\n${m.body}` : m.body
      return `<tr>
  <td><time datetime="${escapeHtml(m.created_at)}">${escapeHtml(timeFormat.format(new Date(m.created_at)))}</time></td>
  <td>${CHANNEL[m.channel]}</td>
  <td><a href="/dev/outbox?recipient=${encodeURIComponent(m.recipient)}">${escapeHtml(m.recipient)}</a></td>
  <td class="body">${escapeHtml(body)}</td>
</tr>`
    })
    .join('\n')
}

export function renderOutboxPage(state: OutboxPageState): string {
  const { messages, recipient, notice } = state
  const form = state.form ?? {}
  const value = (text: string | undefined) => escapeHtml(text ?? '')
  const part = form.part ?? 'common'
  const list = messages.length
    ? `<table>
  <caption>${recipient ? `Tin gửi đến ${escapeHtml(recipient)}` : 'Tất cả tin'}, mới nhất ở trên</caption>
  <thead><tr><th scope="col">Thời gian</th><th scope="col">Kênh</th><th scope="col">Người nhận</th><th scope="col">Nội dung</th></tr></thead>
  <tbody>
${messageRows(messages)}
  </tbody>
</table>`
    : `<p>${recipient ? `Chưa có tin nào gửi đến ${escapeHtml(recipient)}.` : 'Chưa có tin nào được gửi.'}</p>`
  const noticeHtml = notice
    ? `<div class="notice ${notice.kind}" role="${notice.kind === 'error' ? 'alert' : 'status'}">${escapeHtml(notice.text)}</div>`
    : ''
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Hộp thư gửi đi – môi trường phát triển</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>Hộp thư gửi đi</h1>
  <p class="hint">SMS và email mà máy chủ đã gửi trong môi trường phát triển và kiểm thử (mã OTP nằm ở đây). Trang này không tồn tại ở production.</p>
  <p><a href="/dev/search-engines">Thông báo cho công cụ tìm kiếm</a> (trang tin tuyển dụng mới, đã sửa hoặc đã gỡ)</p>
</header>
<main>
<section aria-labelledby="filter-heading">
  <h2 id="filter-heading">Lọc theo người nhận</h2>
  <form method="get" action="/dev/outbox" class="inline" role="search">
    <div>
      <label for="recipient">Số điện thoại hoặc email</label>
      <input type="search" id="recipient" name="recipient" value="${value(recipient)}" autocomplete="off">
    </div>
    <button type="submit">Lọc</button>
  </form>
  ${recipient ? '<p><a href="/dev/outbox">Xem tất cả người nhận</a></p>' : ''}
</section>
<section aria-labelledby="list-heading">
  <h2 id="list-heading">Tin đã gửi (${messages.length})</h2>
  ${list}
</section>
<section aria-labelledby="notify-heading">
  <h2 id="notify-heading">Gửi thông báo thử</h2>
  <p class="hint">Tạo một tin trong hộp thư của tài khoản có số điện thoại này; trang web người đó đang mở nhận được ngay, không cần tải lại.</p>
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
  </form>
</section>
</main>
</body>
</html>`
}
