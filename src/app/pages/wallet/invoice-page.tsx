// /dashboard/invoices/{id} (auth required, not prerendered: the app shell serves it): one VAT invoice,
// printable as a clean page.
import { useParams } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { InvoiceDetail } from '../../../features/wallet/components/invoices'
import { PageStack } from '../../../ui/panel'

export function Component() {
  const { id } = useParams()
  const invoiceId = id && /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null
  return (
    <PageStack>
      <Head>
        <title>Hóa đơn GTGT | Việc Làm Tốt</title>
        <meta name="robots" content="noindex" />
      </Head>
      <InvoiceDetail id={invoiceId} />
    </PageStack>
  )
}
