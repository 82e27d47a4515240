// E-mail through an SMTP server with nodemailer (SMTP_URL, MAIL_FROM).
import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailMessage, EmailSender } from './messaging'

export class SmtpEmailSender implements EmailSender {
  readonly kind = 'smtp'
  private readonly transport: Transporter

  constructor(url: string, private readonly from: string) {
    // A pooled connection: OTP mails come in bursts and a new TLS handshake each time is slow.
    this.transport = nodemailer.createTransport({ url, pool: true, connectionTimeout: 10_000, socketTimeout: 20_000 })
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    })
  }

  close() {
    this.transport.close()
  }
}
