// Chat state of SPEC 3: the latest realtime notification.
import { proxy } from 'valtio'

export interface ChatNotification {
  type: string
  title?: string
  unread?: number
  [key: string]: unknown
}

export const chatState = proxy<{ notification: ChatNotification | null }>({ notification: null })

export const setChatNotification = (notification: ChatNotification | null) => {
  chatState.notification = notification
}
