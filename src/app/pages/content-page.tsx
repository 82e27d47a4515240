// The editor-owned content pages (content/pages/{slug}.json through /job/v1/common/pages/{slug}):
// operating rules, terms of use, help. Prerendered; the CMS changes the text, not the code.
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import type { ContentPage } from '../../domain/contract/content'
import { fetchContentPage, useContentPage } from '../../features/common/api/get-content-page'
import { siteOrigin } from '../../lib/env'
import { Container } from '../../ui/container'
import { ProseArticle, ProseMeta, ProseToc } from '../../ui/prose'
import { Component as NotFound } from './not-found-page'

const slugOf = (pathname: string) => pathname.replace(/^\//, '').replace(/\/$/, '')

export async function loader({ request }: LoaderFunctionArgs): Promise<ContentPage | null> {
  if (!import.meta.env.SSR) return null
  return fetchContentPage(slugOf(new URL(request.url).pathname))
}

export function Component() {
  const slug = slugOf(useLocation().pathname)
  const { data: page, error } = useContentPage(slug, useLoaderData() as ContentPage | null)
  if (error) return <NotFound />
  if (!page) return null
  const headingId = `trang-${slug}`
  return (
    <Container>
      <Head>
        <title>{`${page.title} | Việc Làm Tốt`}</title>
        <meta name="description" content={page.description} />
        <link rel="canonical" href={`${siteOrigin()}/${slug}`} />
      </Head>
      <ProseArticle aria-labelledby={headingId}>
        <h1 id={headingId}>{page.title}</h1>
        <ProseMeta>Cập nhật ngày {page.updated}.</ProseMeta>
        {page.sections.length > 3 && (
          <ProseToc aria-labelledby={`${headingId}-muc-luc`}>
            <h2 id={`${headingId}-muc-luc`}>Mục lục</h2>
            <ul>
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </ProseToc>
        )}
        {page.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p>
          <Link to="/">Về trang chủ</Link>
        </p>
      </ProseArticle>
    </Container>
  )
}
