// The /dev/search-engines page: what search engines would have been told of job pages (the
// development engine, docs/decisions/0040-notify-search-engines.md), beside the outbox and like it.
import { escapeHtml } from '../../lib/html'
import type { EngineStatus } from '../search-engines/notices'
import type { OutboxNotice } from '../search-engines/outbox'
import type { EngineKind } from '../search-engines/search-engines'
import { STYLE } from './outbox-page'

const timeFormat = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'medium' })

const TYPE = { URL_UPDATED: 'Đã đăng hoặc đã sửa', URL_DELETED: 'Đã gỡ hoặc hết hạn' } as const
const ENGINE: Record<EngineKind, string> = {
  dev: 'Phát triển (ghi lại, không gửi)',
  google: 'Google Indexing API',
  indexnow: 'IndexNow',
}

export interface SearchEnginesPageState {
  /** the engines told in this environment */
  engines: EngineKind[]
  status: EngineStatus[]
  notices: OutboxNotice[]
  dailyQuota: number
}

function statusRows({ engines, status, dailyQuota }: SearchEnginesPageState): string {
  return engines
    .map((engine) => {
      const row = status.find((s) => s.engine === engine) ?? { pending: 0, refused: 0, used_today: 0 }
      const quota = engine === 'indexnow' ? 'không giới hạn' : `${row.used_today} / ${dailyQuota}`
      return `<tr><th scope="row">${ENGINE[engine]}</th><td>${row.pending}</td><td>${row.refused}</td><td>${quota}</td></tr>`
    })
    .join('\n')
}

function noticeRows(notices: OutboxNotice[]): string {
  return notices
    .map(
      (n) => `<tr>
  <td><time datetime="${escapeHtml(n.created_at)}">${escapeHtml(timeFormat.format(new Date(n.created_at)))}</time></td>
  <td><code>${n.type}</code> ${TYPE[n.type]}</td>
  <td class="body"><a href="${escapeHtml(n.url)}">${escapeHtml(n.url)}</a></td>
  <td><code>${escapeHtml(n.batch.slice(0, 8))}</code></td>
</tr>`,
    )
    .join('\n')
}

export function renderSearchEnginesPage(state: SearchEnginesPageState): string {
  const { engines, notices } = state
  const status = engines.length
    ? `<table>
  <caption>Hạn mức tính theo ngày giờ Thái Bình Dương, như Google tính</caption>
  <thead><tr><th scope="col">Công cụ</th><th scope="col">Đang chờ gửi</th><th scope="col">Bị từ chối</th><th scope="col">Đã dùng hôm nay</th></tr></thead>
  <tbody>
${statusRows(state)}
  </tbody>
</table>`
    : '<p>Môi trường này không thông báo cho công cụ tìm kiếm nào.</p>'
  const list = notices.length
    ? `<table>
  <caption>Mới nhất ở trên; mỗi lô là một yêu cầu (tối đa 100 địa chỉ, như Google)</caption>
  <thead><tr><th scope="col">Thời gian</th><th scope="col">Loại</th><th scope="col">Địa chỉ</th><th scope="col">Lô</th></tr></thead>
  <tbody>
${noticeRows(notices)}
  </tbody>
</table>`
    : '<p>Chưa có thông báo nào.</p>'
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Thông báo cho công cụ tìm kiếm – môi trường phát triển</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>Thông báo cho công cụ tìm kiếm</h1>
  <p class="hint">Khi trang một tin tuyển dụng được đăng, sửa, gỡ hoặc hết hạn, máy chủ báo cho Google (Indexing API) và các công cụ dùng IndexNow. Ở môi trường phát triển và kiểm thử, các thông báo được ghi lại ở đây thay vì gửi đi. Trang này không tồn tại ở production.</p>
  <p><a href="/dev/outbox">Hộp thư gửi đi</a></p>
</header>
<main>
<section aria-labelledby="status-heading">
  <h2 id="status-heading">Tình trạng</h2>
  ${status}
</section>
<section aria-labelledby="list-heading">
  <h2 id="list-heading">Thông báo đã ghi lại (${notices.length})</h2>
  ${list}
</section>
</main>
</body>
</html>`
}
