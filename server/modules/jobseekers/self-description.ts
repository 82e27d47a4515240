// Profile suggestions (SPEC 7.9 "open-ai self-description"): a provider writes a short Vietnamese
// self-introduction from the profile's own facts. With OPENAI_BASE_URL / OPENAI_API_KEY set, an
// OpenAI-compatible chat-completions endpoint writes it; without them (and whenever that endpoint
// fails) the local writer composes one from the same facts, so the button always helps.
import type { Env } from '../../env'
import { DESCRIPTION_LIMITS } from '../../../src/domain/profile/fields'
import { hasExperience } from '../../../src/domain/forms/conditions'
import type { WorkHistoryItem } from '../../../src/domain/profile/validate'
import { salaryLabel } from '../../../src/domain/money'
import { NO_EXPERIENCE_ID } from '../../../src/domain/constants'
import { hasContactDetails } from '../../../src/domain/moderation/text-rules'

/** What a suggestion may use: the profile's fields with ids resolved to names. */
export interface ProfileFacts {
  full_name: string | null
  age: number | null
  gender: string | null
  job_types: string[]
  city: string | null
  district: string | null
  experience_id: number | null
  experience: string | null
  experience_text: string | null
  work_history: WorkHistoryItem[]
  education: string | null
  readiness: boolean | null
  salary_min: number | null
  salary_max: number | null
}

export interface SelfDescriptionProvider {
  readonly name: 'openai' | 'local'
  write(facts: ProfileFacts): Promise<string>
}

const joinVi = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} và ${items[items.length - 1]}`

const lower = (text: string) => text.charAt(0).toLocaleLowerCase('vi') + text.slice(1)

function place(facts: ProfileFacts): string | null {
  if (facts.district && facts.city) return `${facts.district}, ${facts.city}`
  return facts.city
}

function historySentence(items: WorkHistoryItem[]): string | null {
  const recent = items.slice(0, 2).map((item) => {
    const period = item.end_date ? `${item.start_date} - ${item.end_date}` : `từ ${item.start_date} đến nay`
    return `${lower(item.position)} tại ${item.company} (${period})`
  })
  return recent.length ? `Tôi từng làm ${joinVi(recent)}.` : null
}

/** Writes a useful self-introduction from the facts alone, in the first person. */
export function localSelfDescription(facts: ProfileFacts): string {
  const sentences: string[] = []
  const who = [facts.full_name ? `Tôi là ${facts.full_name}` : 'Tôi', facts.age ? `${facts.age} tuổi` : null]
    .filter(Boolean)
    .join(', ')
  const jobs = facts.job_types.length ? joinVi(facts.job_types.map(lower)) : 'công việc phù hợp với khả năng của mình'
  const where = place(facts)
  sentences.push(`${who}, đang tìm việc ${jobs}${where ? ` tại ${where}` : ''}.`)

  if (hasExperience(facts.experience_id) && facts.experience) {
    sentences.push(`Tôi có ${lower(facts.experience)} kinh nghiệm làm việc.`)
    const history = historySentence(facts.work_history)
    if (history) sentences.push(history)
  } else if (facts.experience_id === NO_EXPERIENCE_ID) {
    sentences.push('Tôi chưa có kinh nghiệm nhưng ham học hỏi, chịu khó và sẵn sàng được đào tạo để nhanh chóng bắt nhịp công việc.')
  }
  if (facts.education && !/không yêu cầu/i.test(facts.education)) sentences.push(`Trình độ học vấn: ${facts.education}.`)
  sentences.push('Tôi làm việc chăm chỉ, trung thực, có tinh thần trách nhiệm và giao tiếp tốt với mọi người.')
  if (facts.salary_min !== null || facts.salary_max !== null) {
    sentences.push(`Mức lương mong muốn: ${salaryLabel(facts.salary_min, facts.salary_max).replace(/triệu$/, 'triệu đồng')}/tháng.`)
  }
  if (facts.readiness === true) sentences.push('Tôi có thể đi làm ngay và mong muốn gắn bó lâu dài với doanh nghiệp.')
  else if (facts.readiness === false) sentences.push('Tôi cần thêm một thời gian ngắn để chuẩn bị và mong muốn gắn bó lâu dài với doanh nghiệp.')
  else sentences.push('Tôi mong muốn gắn bó lâu dài và cùng phát triển với doanh nghiệp.')
  return sentences.join(' ')
}

export const localProvider: SelfDescriptionProvider = {
  name: 'local',
  write: async (facts) => localSelfDescription(facts),
}

const SYSTEM_PROMPT = [
  'Bạn viết phần "Giới thiệu bản thân" cho hồ sơ xin việc của người tìm việc tại Việt Nam.',
  'Viết bằng tiếng Việt, ở ngôi thứ nhất, 3 đến 5 câu, tự nhiên và chân thành, dưới 900 ký tự.',
  'Chỉ dùng các thông tin được cung cấp, không bịa thêm kinh nghiệm, bằng cấp hay thành tích.',
  'Không ghi số điện thoại, email, đường link, không dùng tiêu đề, gạch đầu dòng hay định dạng markdown.',
].join(' ')

export function factsPrompt(facts: ProfileFacts): string {
  const lines = [
    facts.full_name && `Họ tên: ${facts.full_name}`,
    facts.age && `Tuổi: ${facts.age}`,
    facts.gender && `Giới tính: ${facts.gender}`,
    facts.job_types.length && `Ngành nghề mong muốn: ${facts.job_types.join(', ')}`,
    place(facts) && `Nơi làm việc mong muốn: ${place(facts)}`,
    facts.experience && `Kinh nghiệm: ${facts.experience}`,
    facts.experience_text && `Mô tả kinh nghiệm: ${facts.experience_text}`,
    ...facts.work_history.map(
      (item) => `Đã làm: ${item.position} tại ${item.company} (${item.start_date} - ${item.end_date ?? 'nay'})`,
    ),
    facts.education && `Học vấn: ${facts.education}`,
    (facts.salary_min !== null || facts.salary_max !== null) &&
      `Mức lương mong muốn: ${salaryLabel(facts.salary_min, facts.salary_max)}`,
    facts.readiness !== null && `Thời gian đi làm: ${facts.readiness ? 'Đi làm ngay' : 'Cần thêm thời gian chuẩn bị'}`,
  ].filter(Boolean)
  return `Thông tin hồ sơ:\n${lines.join('\n')}\n\nHãy viết phần giới thiệu bản thân.`
}

export interface OpenAiOptions {
  baseUrl: string
  apiKey: string | null
  model: string
  timeoutMs?: number
  fetch?: typeof fetch
}

export class ProviderError extends Error {}

/** An OpenAI-compatible /chat/completions endpoint (OpenAI, Azure-style gateways, vLLM, Ollama ...). */
export function openAiProvider(options: OpenAiOptions): SelfDescriptionProvider {
  const doFetch = options.fetch ?? fetch
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`
  return {
    name: 'openai',
    async write(facts) {
      const request = () => doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          temperature: 0.7,
          max_tokens: 600,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: factsPrompt(facts) },
          ],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      })
      // A kept-alive connection the server already closed fails at once: one fresh try. A timeout
      // is not retried (the person is waiting).
      const response = await request().catch((error: unknown) => {
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw error
        return request()
      })
      if (!response.ok) throw new ProviderError(`chat/completions answered ${response.status}`)
      const body = (await response.json().catch(() => null)) as { choices?: Array<{ message?: { content?: unknown } }> } | null
      const content = body?.choices?.[0]?.message?.content
      if (typeof content !== 'string' || !content.trim()) throw new ProviderError('chat/completions gave no text')
      return content
    },
  }
}

/** The provider the environment asks for: OpenAI-compatible when configured, else local. */
export function selfDescriptionProvider(env: Pick<Env, 'openaiBaseUrl' | 'openaiApiKey' | 'openaiModel'>): SelfDescriptionProvider {
  if (!env.openaiBaseUrl) return localProvider
  return openAiProvider({ baseUrl: env.openaiBaseUrl, apiKey: env.openaiApiKey, model: env.openaiModel })
}

/**
 * A model's text made fit for the description field: plain text, no markdown, no contact details
 * (moderation would reject the profile), cut at a sentence within the field's limit.
 */
export function tidySuggestion(text: string): string | null {
  const lines = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•#>]+|\d+[.)])\s*/, '').replace(/[*_`]+/g, '').trim())
    .filter((line) => line && !hasContactDetails(line))
  let result = lines.join(' ').replace(/^["“]|["”]$/g, '').replace(/\s+/g, ' ').trim()
  if (result.length > DESCRIPTION_LIMITS.max) {
    const cut = result.slice(0, DESCRIPTION_LIMITS.max)
    const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '))
    result = end > DESCRIPTION_LIMITS.min ? cut.slice(0, end + 1) : cut.trim()
  }
  return result.length >= DESCRIPTION_LIMITS.min ? result : null
}

/** A suggestion: the configured provider's, or the local writer's when it fails or writes nothing usable. */
export async function suggestSelfDescription(
  provider: SelfDescriptionProvider,
  facts: ProfileFacts,
  onFallback: (error: unknown) => void = () => {},
): Promise<{ text: string; source: 'openai' | 'local' }> {
  if (provider.name !== 'local') {
    try {
      const text = tidySuggestion(await provider.write(facts))
      if (text) return { text, source: provider.name }
      onFallback(new ProviderError('unusable suggestion'))
    } catch (error) {
      onFallback(error)
    }
  }
  return { text: tidySuggestion(localSelfDescription(facts)) ?? localSelfDescription(facts), source: 'local' }
}
