// SWR keys of an organisation's data, shared by the operations that read and change it.
export const infoKey = (id: number) => ['organizations/business-info', id]
export const auditKey = (id: number) => ['organizations/audit', id]
export const orgEmailKey = (id: number) => ['organizations/org-email', id]
