// Images (SPEC 7.8): uploads, rotation, deletion and the files themselves. Their schemas and types:
// contract/media.ts. The job seeker's avatar is uploaded through the jobseekers' contract.
import { routeTable } from './operation'

export const mediaPaths = routeTable({
  upload: { method: 'POST', path: '/media/v1/medias' },
  rotate: { method: 'PUT', path: '/media/v1/medias/:id/rotate' },
  remove: { method: 'DELETE', path: '/media/v1/medias/:id' },
  file: { method: 'GET', path: '/media/v1/files/:name', public: true },
})
