// Answers of the manager's changes (hide, show, extend, push-up): the server's message and the row
// as it now is.
import type { MyClassified } from '../../domain/manage-listing'

export interface ManageChanged {
  message: string
  item: MyClassified
}

export interface ManagePushed extends ManageChanged {
  pushed_at: string
  free_ups_left: number
}
