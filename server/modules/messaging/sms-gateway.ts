// SMS through an HTTP gateway: POST { to, text } as JSON with a bearer token (SMS_GATEWAY_URL,
// SMS_GATEWAY_TOKEN). Vietnamese gateways differ in shape; this is the one adapter to change.
import type { SmsSender } from './messaging'

const TIMEOUT_MS = 10_000

export class GatewaySmsSender implements SmsSender {
  readonly kind = 'gateway'
  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  async send(to: string, text: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    // The body may echo the number and text; only the status goes into the error (and the log).
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
    await response.body?.cancel()
  }
}
