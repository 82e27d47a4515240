import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inRouter, mockApi, ok } from '../../../lib/test-support'
import { ConversationList } from './conversation-list'

afterEach(() => vi.restoreAllMocks())

describe('ConversationList with no conversation yet', () => {
  it('tells a job seeker to start from a job and a recruiter to start from an application', async () => {
    mockApi({ 'GET /job/v1/chat/conversations': ok({ items: [], total: 0 }) })
    const seeker = render(inRouter(<ConversationList me={7} selectedId={null} />))
    expect(await screen.findByText(/Nhấn "Nhắn tin" ở một tin tuyển dụng để bắt đầu\./)).toBeTruthy()
    expect(screen.queryByText(/hồ sơ ứng tuyển/)).toBeNull()
    seeker.unmount()

    render(inRouter(<ConversationList me={7} recruiter selectedId={null} />))
    expect(await screen.findByText(/Mở một hồ sơ ứng tuyển và nhấn "Nhắn tin" để trao đổi với ứng viên\./)).toBeTruthy()
    expect(screen.queryByText(/ở một tin tuyển dụng/)).toBeNull()
  })
})
