// The employer layout (SPEC 2.2): the site layout with the employer sidebar. A lazy route module
// (routes.tsx), so job seekers' pages do not load the sidebar's code.
import { EmployerSidebar } from './employer-sidebar'
import { SiteLayout } from './site-layout'

export function Component() {
  return <SiteLayout layout="employer" sidebar={(config) => <EmployerSidebar config={config} />} />
}
