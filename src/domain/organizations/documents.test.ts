import { describe, expect, it } from 'vitest'
import { fileSizeText, licenceDownloadName } from './documents'

describe('licence documents, as the page shows them', () => {
  it('writes sizes the Vietnamese way', () => {
    expect(fileSizeText(142)).toBe('142 B')
    expect(fileSizeText(340 * 1024)).toBe('340 KB')
    expect(fileSizeText(1.25 * 1024 * 1024)).toBe('1,3 MB')
    expect(fileSizeText(5 * 1024 * 1024)).toBe('5,0 MB')
  })

  it('names a download by its real type', () => {
    expect(licenceDownloadName('Giấy chứng nhận ĐKKD.pdf', 'pdf')).toBe('Giấy chứng nhận ĐKKD.pdf')
    expect(licenceDownloadName('anh-chup.PDF', 'jpeg')).toBe('anh-chup.jpg')
    expect(licenceDownloadName('giay phep', 'png')).toBe('giay phep.png')
    expect(licenceDownloadName('.pdf', 'pdf')).toBe('giay-phep.pdf')
  })
})
