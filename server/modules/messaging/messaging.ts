// SMS and e-mail leave the service through these interfaces (docs/decisions/0003-accounts.md).
// Development and tests write them to the outbox (readable at /dev/outbox); production sends them
// for real and, through server/env.ts, refuses to start without the settings for it.
import type { Queryable } from '../../db/client'
import type { Env } from '../../env'
import { OutboxEmailSender, OutboxSmsSender } from './outbox'
import { SmtpEmailSender } from './smtp'
import { GatewaySmsSender } from './sms-gateway'

export interface SmsSender {
  readonly kind: 'outbox' | 'gateway'
  /** `to` is a normalised Vietnamese mobile number (0xxxxxxxxx). */
  send(to: string, text: string): Promise<void>
}

export interface EmailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export interface EmailSender {
  readonly kind: 'outbox' | 'smtp'
  send(message: EmailMessage): Promise<void>
  close?(): void
}

export interface Messaging {
  sms: SmsSender
  email: EmailSender
  close(): void
}

export function createMessaging({ db, env }: { db: Queryable; env: Env }): Messaging {
  if (env.nodeEnv === 'production' && (!env.smtpUrl || !env.mailFrom || !env.smsGatewayUrl || !env.smsGatewayToken)) {
    // loadEnv already refuses this; an Env built by hand must not quietly write codes to a table.
    throw new Error('Môi trường production cần SMTP_URL, MAIL_FROM, SMS_GATEWAY_URL và SMS_GATEWAY_TOKEN')
  }
  const email: EmailSender =
    env.smtpUrl && env.mailFrom ? new SmtpEmailSender(env.smtpUrl, env.mailFrom) : new OutboxEmailSender(db)
  const sms: SmsSender =
    env.smsGatewayUrl && env.smsGatewayToken ? new GatewaySmsSender(env.smsGatewayUrl, env.smsGatewayToken) : new OutboxSmsSender(db)
  return { sms, email, close: () => email.close?.() }
}
