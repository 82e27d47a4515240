import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createLimiter, snapQuality, snapWidth, sniffImageType } from './media.image'
import { parseFileName } from './media.service'
import { LocalDiskStorage } from './media.storage'
import { displayName } from './media.upload'

describe('media helpers', () => {
  it('recognises jpeg, png and gif by their magic bytes only', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]))).toBe('jpeg')
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png')
    expect(sniffImageType(Buffer.from('GIF89a..'))).toBe('gif')
    expect(sniffImageType(Buffer.from('GIF87a..'))).toBe('gif')
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull()
    expect(sniffImageType(Buffer.from('RIFF....WEBP'))).toBeNull()
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull()
  })

  it('snaps widths up to the sizes of SPEC 9 and qualities to the allowed ones', () => {
    expect([1, 16, 17, 50, 200, 256, 300, 384, 385, 801, 1024, 4000].map(snapWidth)).toEqual([
      16, 16, 32, 64, 256, 256, 384, 384, 800, 1024, 1024, 1024,
    ])
    expect([1, 60, 75, 76, 100].map(snapQuality)).toEqual([25, 75, 75, 90, 100])
  })

  it('reads file names of the public URLs and nothing else', () => {
    const key = '0123456789abcdef0123456789abcdef'
    expect(parseFileName(key)).toEqual({ key, rotation: 0 })
    expect(parseFileName(`${key}-r270`)).toEqual({ key, rotation: 270 })
    for (const bad of [`${key}-r45`, `${key}.png`, '../../etc/passwd', key.toUpperCase(), '']) expect(parseFileName(bad)).toBeNull()
  })

  it('quotes uploaders\' file names safely', () => {
    expect(displayName('C:\\Users\\lan\\Ảnh đẹp.png')).toBe('Ảnh đẹp.png')
    expect(displayName('../../x\u0000\u202e.png')).toBe('x.png')
    expect(displayName('')).toBe('của bạn')
    expect(displayName(`${'a'.repeat(200)}.png`).length).toBeLessThanOrEqual(80)
  })

  it('runs at most n tasks at once', async () => {
    const run = createLimiter(2)
    let active = 0
    let peak = 0
    const task = async () => {
      active++
      peak = Math.max(peak, active)
      await new Promise((resolve) => setTimeout(resolve, 5))
      active--
    }
    await Promise.all(Array.from({ length: 8 }, () => run(task)))
    expect(peak).toBe(2)
    await expect(run(async () => Promise.reject(new Error('x')))).rejects.toThrow('x')
    await run(task)
  })

  it('keeps the local storage inside its folder', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'viecvn-storage-test-'))
    try {
      const storage = new LocalDiskStorage(root)
      await storage.put('variants/abc/r0-w16-q75.webp', Buffer.from('x'))
      expect((await storage.get('variants/abc/r0-w16-q75.webp'))?.toString()).toBe('x')
      expect(await storage.get('variants/abc/missing.webp')).toBeNull()
      await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/invalid/)
      await expect(storage.get('/etc/passwd')).rejects.toThrow(/invalid/)
      await storage.deletePrefix('variants/abc/')
      expect(fs.existsSync(path.join(root, 'variants', 'abc'))).toBe(false)
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
