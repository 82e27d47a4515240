// The /dev/search-engines page: what search engines would have been told of job pages (the
// development engine, docs/decisions/0040-notify-search-engines.md), beside the outbox and like it.
import { escapeHtml } from '../../lib/html'
import type { EngineStatus } from '../search-engines/notices'
import type { OutboxNotice } from '../search-engines/outbox'
import type { EngineKind } from '../search-engines/search-engines'
import { devPage, devSection, devTable, timeCell } from './dev-page'

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

function statusRow({ status, dailyQuota }: SearchEnginesPageState, engine: EngineKind): string {
  const row = status.find((s) => s.engine === engine) ?? { pending: 0, refused: 0, used_today: 0 }
  const quota = engine === 'indexnow' ? 'không giới hạn' : `${row.used_today} / ${dailyQuota}`
  return `<tr><th scope="row">${ENGINE[engine]}</th><td>${row.pending}</td><td>${row.refused}</td><td>${quota}</td></tr>`
}

const noticeRow = (n: OutboxNotice) => `<tr>
  ${timeCell(n.created_at)}
  <td><code>${n.type}</code> ${TYPE[n.type]}</td>
  <td class="body"><a href="${escapeHtml(n.url)}">${escapeHtml(n.url)}</a></td>
  <td><code>${escapeHtml(n.batch.slice(0, 8))}</code></td>
</tr>`

export function renderSearchEnginesPage(state: SearchEnginesPageState): string {
  const { engines, notices } = state
  const status = devTable(
    'Hạn mức tính theo ngày giờ Thái Bình Dương, như Google tính',
    ['Công cụ', 'Đang chờ gửi', 'Bị từ chối', 'Đã dùng hôm nay'],
    engines.map((engine) => statusRow(state, engine)),
    'Môi trường này không thông báo cho công cụ tìm kiếm nào.',
  )
  const list = devTable(
    'Mới nhất ở trên; mỗi lô là một yêu cầu (tối đa 100 địa chỉ, như Google)',
    ['Thời gian', 'Loại', 'Địa chỉ', 'Lô'],
    notices.map(noticeRow),
    'Chưa có thông báo nào.',
  )
  return devPage({
    title: 'Thông báo cho công cụ tìm kiếm',
    intro: `<p class="hint">Khi trang một tin tuyển dụng được đăng, sửa, gỡ hoặc hết hạn, máy chủ báo cho Google (Indexing API) và các công cụ dùng IndexNow. Ở môi trường phát triển và kiểm thử, các thông báo được ghi lại ở đây thay vì gửi đi. Trang này không tồn tại ở production.</p>
  <p><a href="/dev/outbox">Hộp thư gửi đi</a></p>`,
    main: [devSection('status', 'Tình trạng', status), devSection('list', `Thông báo đã ghi lại (${notices.length})`, list)].join('\n'),
  })
}
