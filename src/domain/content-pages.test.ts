import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CONTENT_PAGES, contentPageProblem } from './content-pages'

const good = { title: 'Trợ giúp', description: 'Câu hỏi thường gặp.', updated: '01/01/2026', sections: [{ id: 'tao-ho-so', title: 'Tạo hồ sơ', paragraphs: ['Đăng nhập rồi tạo hồ sơ.'] }] }

describe('content pages', () => {
  it('accepts the pages editors wrote', () => {
    for (const slug of CONTENT_PAGES) {
      expect(contentPageProblem(JSON.parse(fs.readFileSync(`content/pages/${slug}.json`, 'utf8'))), slug).toBeNull()
    }
    expect(contentPageProblem(good)).toBeNull()
  })

  it('refuses bad content with a Vietnamese reason', () => {
    expect(contentPageProblem({ ...good, title: ' ' })).toBe('Trang nội dung cần có tiêu đề.')
    expect(contentPageProblem({ ...good, updated: '2026-01-01' })).toMatch(/dd\/MM\/yyyy/)
    expect(contentPageProblem({ ...good, sections: [] })).toMatch(/ít nhất một mục/)
    expect(contentPageProblem({ ...good, sections: [{ ...good.sections[0], id: 'Tạo hồ sơ' }] })).toMatch(/mã mục/)
    expect(contentPageProblem({ ...good, sections: [{ ...good.sections[0], paragraphs: [''] }] })).toMatch(/không được để trống/)
  })
})
