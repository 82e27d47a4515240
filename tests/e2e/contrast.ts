// A contrast check over the rendered text of a page, by pixels: axe gives up on text over images
// and gradients ("incomplete"), which let white chips on a white background ship. Every visible
// piece of text is measured against what is really behind it: the page is photographed once with
// all text made transparent, and each text box's pixels are compared with the text's computed
// colour (WCAG 2 contrast; 4.5:1, or 3:1 for large text).
import type { Page } from '@playwright/test'
import sharp from 'sharp'

interface TextBox {
  text: string
  rgba: [number, number, number, number]
  large: boolean
  boxes: Array<{ x: number; y: number; width: number; height: number }>
}

const channel = (c: number) => {
  const s = c / 255
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}
const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
export const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

/** The text of the page whose contrast is below WCAG AA, as "text: ratio". */
export async function lowContrastText(page: Page): Promise<string[]> {
  // everything drawn, as it is once scrolled to: a full-page photograph leaves out the parts the
  // browser skips off screen (job cards with content-visibility: auto), their backgrounds with them
  const drawAll = await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
  const texts: TextBox[] = await page.evaluate(() => {
    const out: TextBox[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      const element = node.parentElement
      if (!text || !element || element.closest('[aria-hidden="true"], [disabled], script, style, noscript, template')) continue
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      // text for screen readers only (clipped to a pixel) is not seen
      let hidden = false
      for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) {
        const s = getComputedStyle(e)
        const rect = e.getBoundingClientRect()
        if ((s.clip !== 'auto' && s.position === 'absolute') || s.clipPath.startsWith('inset(50%') || (s.overflow === 'hidden' && (rect.width <= 1 || rect.height <= 1))) {
          hidden = true
          break
        }
      }
      if (hidden) continue
      // bars pinned to the screen (header, apply bar, toasts) sit over different text at each scroll
      // position: they are judged by axe, and left out of the photograph
      const pinned = (() => {
        for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) {
          const position = getComputedStyle(e).position
          if (position === 'fixed' || position === 'sticky') return e
        }
        return null
      })()
      if (pinned) {
        pinned.setAttribute('data-contrast-pinned', '')
        continue
      }
      const style = getComputedStyle(element)
      const match = /rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/.exec(style.color)
      if (!match) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const boxes = [...range.getClientRects()]
        .filter((r) => r.width >= 2 && r.height >= 2)
        .map((r) => ({ x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height }))
      if (!boxes.length) continue
      const size = parseFloat(style.fontSize)
      const bold = Number(style.fontWeight) >= 700
      out.push({
        text: text.slice(0, 40),
        rgba: [Number(match[1]), Number(match[2]), Number(match[3]), match[4] === undefined ? 1 : Number(match[4])],
        large: size >= 24 || (bold && size >= 18.66),
        boxes,
      })
    }
    return out
  })
  // one photograph of the page without its text (backgrounds, images and overlays stay)
  const hide = await page.addStyleTag({
    content: '[data-contrast-pinned] { visibility: hidden !important } *, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; caret-color: transparent !important; transition: none !important; animation: none !important }',
  })
  // a pixel per CSS pixel: a phone's 2.6 device pixels a CSS pixel made a photograph of seven times
  // the pixels to encode and decode for the same backgrounds (the phone's run of this check took
  // twice the desktop's)
  const shot = await page.screenshot({ fullPage: true, animations: 'disabled', scale: 'css' })
  await hide.evaluate((node) => (node as Element).remove())
  await drawAll.evaluate((node) => (node as Element).remove())
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true })

  const failures: string[] = []
  for (const text of texts) {
    const ratios: number[] = []
    for (const box of text.boxes) {
      const x0 = Math.max(0, Math.floor(box.x))
      const y0 = Math.max(0, Math.floor(box.y))
      const x1 = Math.min(info.width, Math.ceil(box.x + box.width))
      const y1 = Math.min(info.height, Math.ceil(box.y + box.height))
      const step = Math.max(1, Math.floor(Math.min(x1 - x0, y1 - y0) / 6))
      for (let y = y0; y < y1; y += step) {
        for (let x = x0; x < x1; x += step) {
          const i = (y * info.width + x) * 3
          const [r, g, b] = [data[i], data[i + 1], data[i + 2]]
          const [tr, tg, tb, ta] = text.rgba
          // text drawn with transparency over this pixel
          const blend = (t: number, p: number) => t * ta + p * (1 - ta)
          ratios.push(contrast(luminance(blend(tr, r), blend(tg, g), blend(tb, b)), luminance(r, g, b)))
        }
      }
    }
    if (!ratios.length) continue
    ratios.sort((a, b) => a - b)
    // the 10th percentile: a few pixels of an image's highlight do not decide, most of the box does
    const ratio = ratios[Math.floor(ratios.length * 0.1)]
    if (ratio < (text.large ? 3 : 4.5)) failures.push(`"${text.text}": ${ratio.toFixed(2)}:1`)
  }
  return failures
}
