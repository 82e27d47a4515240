// The images' API calls, typed by their contract (src/domain/contract/media.ts, types only) and
// built from their routes (docs/decisions/0035-api-contract.md). Uploads go with XMLHttpRequest
// (src/ui/image-upload/upload.ts) to the operation's path.
import type { MediaContract } from '../../domain/contract/media'
import { mediaPaths } from '../../domain/contract/media.paths'
import { apiClient } from './client'

export const mediaApi = apiClient<MediaContract>(mediaPaths)
