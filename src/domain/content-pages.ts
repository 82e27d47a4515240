// Content pages that editors own (content/pages/{slug}.json, edited in the CMS): the operating
// rules, terms of use and help. The slugs are the site's routes; the text is the editors'.
import type { ContentPage } from './contract/content'

export const CONTENT_PAGES = ['quy-che-hoat-dong', 'dieu-khoan-su-dung', 'tro-giup'] as const
export type ContentPageSlug = (typeof CONTENT_PAGES)[number]

// A page's shape on the wire: contract/content.ts.

/** What is wrong with a content page, in Vietnamese, or null: the build and the API refuse bad content. */
export function contentPageProblem(page: unknown): string | null {
  const p = page as Partial<ContentPage> | null
  if (!p || typeof p !== 'object') return 'Trang nội dung phải là một đối tượng JSON.'
  if (typeof p.title !== 'string' || !p.title.trim()) return 'Trang nội dung cần có tiêu đề.'
  if (typeof p.description !== 'string' || !p.description.trim()) return `Trang "${p.title}" cần có mô tả ngắn.`
  if (typeof p.updated !== 'string' || !/^\d{2}\/\d{2}\/\d{4}$/.test(p.updated)) return `Trang "${p.title}": ngày cập nhật phải có dạng dd/MM/yyyy.`
  if (!Array.isArray(p.sections) || p.sections.length === 0) return `Trang "${p.title}" cần ít nhất một mục.`
  for (const section of p.sections) {
    if (!section || typeof section.title !== 'string' || !section.title.trim()) return `Trang "${p.title}": mỗi mục cần có tiêu đề.`
    if (typeof section.id !== 'string' || !/^[a-z0-9-]+$/.test(section.id)) return `Mục "${section.title}": mã mục chỉ gồm chữ thường không dấu, số và dấu gạch ngang.`
    if (!Array.isArray(section.paragraphs) || section.paragraphs.some((t) => typeof t !== 'string' || !t.trim())) return `Mục "${section.title}": các đoạn văn không được để trống.`
    if (section.items !== undefined && (!Array.isArray(section.items) || section.items.some((t) => typeof t !== 'string' || !t.trim()))) return `Mục "${section.title}": các ý liệt kê không được để trống.`
  }
  return null
}
