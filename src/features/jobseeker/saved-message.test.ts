import { describe, expect, it } from 'vitest'
import { PROFILE_CREATED, createdMessage } from './saved-message'

describe('the message after creating a profile', () => {
  it('says "Tạo hồ sơ thành công" for an approved or waiting profile', () => {
    expect(createdMessage({ process_state: 1001, reject_reason: null })).toEqual({ ok: true, text: PROFILE_CREATED })
    expect(createdMessage({ process_state: 1000, reject_reason: null })).toEqual({ ok: true, text: PROFILE_CREATED })
  })

  it('says at once that a refused profile is not approved, why, and what to do', () => {
    const message = createdMessage({ process_state: 1002, reject_reason: 'Mô tả có số điện thoại.' })
    expect(message.ok).toBe(false)
    expect(message.text).toBe(
      'Hồ sơ xin việc của bạn chưa được duyệt. Mô tả có số điện thoại. Vui lòng chỉnh sửa hồ sơ để nhà tuyển dụng có thể xem và liên hệ với bạn.',
    )
    expect(message.text).not.toContain(PROFILE_CREATED)
  })
})
