// The development and test outbox: every SMS and e-mail is stored in outbox_messages, where a
// person reads it at /dev/outbox and tests read it at /dev/api/outbox.
import type { Queryable } from '../../db/client'
import type { OutboxMessage } from '../../../src/domain/contract/dev'
import type { EmailMessage, EmailSender, SmsSender } from './messaging'

async function store(db: Queryable, channel: OutboxMessage['channel'], recipient: string, subject: string | null, body: string) {
  await db.query('INSERT INTO outbox_messages (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)', [
    channel,
    recipient,
    subject?.normalize('NFC') ?? null,
    body.normalize('NFC'),
  ])
}

export class OutboxSmsSender implements SmsSender {
  readonly kind = 'outbox'
  constructor(private readonly db: Queryable) {}
  send(to: string, text: string) {
    return store(this.db, 'sms', to, null, text)
  }
}

export class OutboxEmailSender implements EmailSender {
  readonly kind = 'outbox'
  constructor(private readonly db: Queryable) {}
  send(message: EmailMessage) {
    return store(this.db, 'email', message.to.toLowerCase(), message.subject, message.text)
  }
}

/** Newest first; `recipient` is an exact, already normalised phone or e-mail. */
export async function listOutbox(db: Queryable, filter: { recipient?: string; limit: number }): Promise<OutboxMessage[]> {
  const rows = await db.query<Omit<OutboxMessage, 'created_at'> & { created_at: Date | string }>(
    `SELECT id, channel, recipient, subject, body, created_at FROM outbox_messages
      WHERE ($1::text IS NULL OR recipient = $1) ORDER BY id DESC LIMIT $2`,
    [filter.recipient || null, filter.limit],
  )
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }))
}
