// Two conversations between the demo job seeker (0901234567) and the demo employer (0912345678)
// about the employer's newest open jobs (docs/decisions/0025-chat.md), so /chatroom/join/0-0 shows
// a real list in development: one answered and read, one with the employer's last message still
// unread by the seeker (the header's badge). Run once, on the first seeding.
import type { Queryable } from '../../db/client'
import { SEED_ACCOUNTS } from '../../db/seed/users'

const MINUTE_MS = 60_000

type Line = { from: 'seeker' | 'recruiter'; text: string; minutesAgo: number }

const TALKS: Line[][] = [
  [
    { from: 'seeker', text: 'Chào anh, em đã ứng tuyển vị trí này. Cho em hỏi ca làm việc cụ thể thế nào ạ?', minutesAgo: 60 * 26 },
    { from: 'recruiter', text: 'Chào em. Ca sáng 7h–15h hoặc ca chiều 14h–22h, em chọn ca cố định trong tuần nhé.', minutesAgo: 60 * 25 },
    { from: 'seeker', text: 'Dạ em chọn ca chiều được không anh? Buổi sáng em còn đi học.', minutesAgo: 60 * 25 - 10 },
    { from: 'recruiter', text: 'Được em. Thứ Hai tuần sau 9h em qua công ty phỏng vấn nhé, nhớ mang CCCD.', minutesAgo: 60 * 24 },
    { from: 'seeker', text: 'Dạ vâng, em cảm ơn anh. Hẹn gặp anh thứ Hai ạ.', minutesAgo: 60 * 24 - 5 },
  ],
  [
    { from: 'seeker', text: 'Em chào anh, vị trí này có cần kinh nghiệm không ạ?', minutesAgo: 180 },
    { from: 'recruiter', text: 'Không bắt buộc em, công ty có đào tạo trong tuần đầu.', minutesAgo: 150 },
    { from: 'recruiter', text: 'Em gửi giúp anh thời gian em có thể bắt đầu đi làm nhé.', minutesAgo: 149 },
  ],
]

export async function seedDemoConversations(tx: Queryable, anchor: Date): Promise<void> {
  const [seeker] = await tx.query<{ id: number }>('SELECT id::int AS id FROM users WHERE phone = $1', [SEED_ACCOUNTS.jobseeker.phone])
  const jobs = await tx.query<{ id: number; title: string; organization_id: number; recruiter_id: number }>(
    `SELECT j.id::int AS id, j.title, j.organization_id::int AS organization_id, u.id::int AS recruiter_id
       FROM jobs j JOIN organization_members m ON m.organization_id = j.organization_id JOIN users u ON u.id = m.user_id
      WHERE u.phone = $1 AND j.review_status = 1001 AND NOT j.is_hidden AND j.expires_at > $2
      ORDER BY j.published_at DESC, j.id DESC LIMIT ${TALKS.length}`,
    [SEED_ACCOUNTS.employer.phone, anchor],
  )
  if (!seeker) return
  for (const [index, job] of jobs.entries()) {
    const [conversation] = await tx.query<{ id: number }>(
      `INSERT INTO chat_conversations (seeker_user_id, recruiter_user_id, organization_id, job_id, job_title, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id::int AS id`,
      [seeker.id, job.recruiter_id, job.organization_id, job.id, job.title, new Date(anchor.getTime() - TALKS[index][0].minutesAgo * MINUTE_MS)],
    )
    if (!conversation) continue
    let last = 0
    let lastAt = anchor
    const lastOf = { seeker: 0, recruiter: 0 }
    for (const line of TALKS[index]) {
      const at = new Date(anchor.getTime() - line.minutesAgo * MINUTE_MS)
      const [message] = await tx.query<{ id: number }>(
        `INSERT INTO chat_messages (conversation_id, sender_user_id, kind, body, created_at) VALUES ($1, $2, 'text', $3, $4) RETURNING id::int AS id`,
        [conversation.id, line.from === 'seeker' ? seeker.id : job.recruiter_id, line.text, at],
      )
      last = message.id
      lastAt = at
      lastOf[line.from] = message.id
    }
    // the first talk is read by both; in the second the seeker has not read the employer's answers yet
    const seekerRead = index === 0 ? last : lastOf.seeker
    await tx.query(
      `INSERT INTO chat_participants (conversation_id, user_id, role, last_delivered_id, last_read_id)
       VALUES ($1, $2, 'seeker', $3, $4), ($1, $5, 'recruiter', $6, $6)`,
      [conversation.id, seeker.id, index === 0 ? last : lastOf.seeker, seekerRead, job.recruiter_id, last],
    )
    await tx.query('UPDATE chat_conversations SET last_message_id = $2, last_message_at = $3 WHERE id = $1', [conversation.id, last, lastAt])
  }
}
