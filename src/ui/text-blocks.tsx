// Plain text as its writer typed it, cut into paragraphs and lists (src/domain/job-json-ld.ts).
import type { TextBlock } from '../domain/job-json-ld'

/** Plain text as written (a job's sections, a company's introduction): its paragraphs and its lists. */
export function TextBlocks({ blocks }: { blocks: TextBlock[] }) {
  return blocks.map((block, index) =>
    block.kind === 'list' ? (
      <ul key={index}>
        {block.items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    ) : (
      <p key={index}>{block.text}</p>
    ),
  )
}
