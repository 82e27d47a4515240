import { describe, expect, it } from 'vitest'
import { IMAGE_MSG } from '../../domain/image-messages'
import {
  addFiles,
  allUploaded,
  fromNumericStatus,
  isSuccess,
  itemsFromMedia,
  itemStatus,
  markError,
  markProgress,
  markSuccess,
  MAX_IMAGES,
  removeItem,
  rotateItem,
  rotationDegrees,
  toNumericStatus,
} from './image-item'

const file = (name = 'a.png') => new File(['x'], name, { type: 'image/png' })

describe('image upload item (SPEC 3)', () => {
  it('counts an item with an id as success, whatever its status', () => {
    expect(itemStatus({ id: 5, status: 'error' })).toBe('success')
    expect(itemStatus({ id: null, status: 'error' })).toBe('error')
    expect(itemStatus({})).toBe('waiting')
    expect(isSuccess({ id: 1 })).toBe(true)
  })

  it('maps the numeric variant: 0 waiting, 1 start, 2 success, 3 error', () => {
    expect([0, 1, 2, 3].map(fromNumericStatus)).toEqual(['waiting', 'waiting', 'success', 'error'])
    expect(toNumericStatus({ status: 'waiting' })).toBe(0)
    expect(toNumericStatus({ status: 'waiting' }, true)).toBe(1)
    expect(toNumericStatus({ id: 3 })).toBe(2)
    expect(toNumericStatus({ status: 'error' })).toBe(3)
  })

  it('moves waiting -> success or error, keeping the item and its key', () => {
    let { items } = addFiles([], [file('a.png'), file('b.png')])
    expect(items.map((i) => [i.status, i.rotateNumber, i.progress])).toEqual([
      ['waiting', 0, 0],
      ['waiting', 0, 0],
    ])
    const [a, b] = items
    items = markProgress(items, a.key, 0.5)
    expect(items[0].progress).toBe(0.5)
    items = markSuccess(items, a.key, { id: 9, url: '/media/v1/files/abc' })
    items = markError(items, b.key)
    expect(items[0]).toMatchObject({ key: a.key, id: 9, url: '/media/v1/files/abc', status: 'success', file: null })
    expect(items[1]).toMatchObject({ key: b.key, status: 'error', error: IMAGE_MSG.imageError })
    expect(allUploaded(items)).toBe(false)
    expect(allUploaded(removeItem(items, b.key))).toBe(true)
  })

  it('rotates by quarter turns, back to 0 after four', () => {
    let { items } = addFiles([], [file()])
    const key = items[0].key
    const degrees: number[] = []
    for (let i = 0; i < 4; i++) {
      items = rotateItem(items, key)
      degrees.push(rotationDegrees(items[0]))
    }
    expect(degrees).toEqual([90, 180, 270, 0])
  })

  it('refuses more than 30 images with "Đã vượt quá 30 ảnh", keeping those that fit', () => {
    const existing = itemsFromMedia(Array.from({ length: 28 }, (_, i) => ({ id: i + 1, url: `/media/v1/files/${i}` })))
    expect(existing.every(isSuccess)).toBe(true)
    const result = addFiles(existing, [file(), file(), file()])
    expect(result.items).toHaveLength(MAX_IMAGES)
    expect(result.error).toBe('Đã vượt quá 30 ảnh')
    expect(addFiles(existing, [file(), file()]).error).toBeNull()
    expect(addFiles(result.items, [file()])).toMatchObject({ error: IMAGE_MSG.imageMaxCount, items: result.items })
    expect(new Set(result.items.map((i) => i.key)).size).toBe(MAX_IMAGES)
  })
})
