// Test double for XMLHttpRequest (the upload boundary): records requests and lets a test drive
// upload progress and the answer. Used by the tests of this folder only.
import { vi } from 'vitest'

type Handler = ((event: ProgressEvent) => void) | null

export class FakeXhr {
  static requests: FakeXhr[] = []
  static install() {
    FakeXhr.requests = []
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
  }
  static last(): FakeXhr {
    const request = FakeXhr.requests[FakeXhr.requests.length - 1]
    if (!request) throw new Error('no XMLHttpRequest was sent')
    return request
  }

  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: FormData | null = null
  status = 0
  responseText = ''
  aborted = false
  upload: { onprogress: Handler } = { onprogress: null }
  onload: Handler = null
  onerror: Handler = null
  ontimeout: Handler = null
  onabort: Handler = null

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value
  }
  send(body: FormData) {
    this.body = body
    FakeXhr.requests.push(this)
  }
  abort() {
    this.aborted = true
    this.onabort?.(new ProgressEvent('abort'))
  }

  /** The uploaded file (multipart field `file`). */
  file(): File {
    return this.body?.get('file') as File
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)
  }
  respond(status: number, body: unknown) {
    this.status = status
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.onload?.(new ProgressEvent('load'))
  }
  failNetwork() {
    this.onerror?.(new ProgressEvent('error'))
  }
}
