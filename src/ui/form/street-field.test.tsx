// The form engine's street widget (input_type 'street', docs/decisions/0026-streets.md): rendered
// from the posting form's own configs, only the network answered.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { postingFields } from '../../domain/posting/fields'
import { STREET_MSG } from '../../domain/streets'
import { fail, inRouter, mockApi, ok } from '../../lib/test-support'
import { ConfigField, type ConfigFieldContext } from './config-field'
import { FinalForm } from './final-form'

const fields = postingFields().filter((field) => ['city_id', 'district_id', 'street_id'].includes(field.name))
const ctx: ConfigFieldContext = {
  mode: 'create',
  fields,
  sources: {
    jobConfig: null,
    cities: [
      { id: 2, name: 'TP. Hồ Chí Minh', parent_id: 0 },
      { id: 2001, name: 'Quận 1', parent_id: 2 },
      { id: 2002, name: 'Quận 3', parent_id: 2 },
    ] as ConfigFieldContext['sources']['cities'],
  },
}
const Q1_STREETS = [
  { id: 11, district_id: 2001, name: 'Nguyễn Huệ', is_public: true },
  { id: 12, district_id: 2001, name: 'Lê Lợi', is_public: true },
]

let submitted: Record<string, unknown> = {}
function renderForm(initial: Record<string, unknown>) {
  render(
    inRouter(
      <FinalForm<Record<string, unknown>> initialValues={initial} onSubmit={(values) => void (submitted = values)}>
        {fields.map((field) => (
          <ConfigField key={field.name} field={field} ctx={ctx} />
        ))}
        <button type="submit">Lưu</button>
      </FinalForm>,
    ),
  )
  return screen.getByRole('combobox', { name: /Đường/ }) as HTMLInputElement
}
const save = async () => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lưu' })))
  return submitted
}

afterEach(() => {
  vi.restoreAllMocks()
  submitted = {}
})

describe('the street field', () => {
  it('is disabled until a district is chosen, and says so', () => {
    mockApi({})
    const box = renderForm({ city_id: 2 })
    expect(box.disabled).toBe(true)
    expect(box.placeholder).toBe(STREET_MSG.districtFirst)
  })

  it("lists the district's streets as one types and picks one with the keyboard", async () => {
    const api = mockApi({
      'GET /listing/v1/streets': (() => ok(Q1_STREETS)) as never,
      'GET /listing/v1/streets?district_id=2001&q=nguyen&limit=20': ok([Q1_STREETS[0]]),
    })
    const box = renderForm({ city_id: 2, district_id: 2001 })
    expect(box.disabled).toBe(false)
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'nguyen' } })
    const listbox = await screen.findByRole('listbox')
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nguyễn Huệ', STREET_MSG.addOption('nguyen')]))
    expect(listbox.getAttribute('aria-label')).toContain('Đường')
    expect(box.getAttribute('aria-expanded')).toBe('true')
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    // no street is named exactly that: adding it stays offered, last
    expect(box.getAttribute('aria-activedescendant')).toBe(within(listbox).getAllByRole('option')[0].id)
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(box.value).toBe('Nguyễn Huệ')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(api.keys()).toContain('GET /listing/v1/streets?district_id=2001&q=nguyen&limit=20')
    expect(await save()).toMatchObject({ street_id: 11, street_name: 'Nguyễn Huệ' })
  })

  it("takes a street's whole name typed without marks and left without picking as that street", async () => {
    mockApi({ 'GET /listing/v1/streets': ok([Q1_STREETS[1]]) })
    const box = renderForm({ city_id: 2, district_id: 2001 })
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'le loi' } })
    expect(await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Lê Lợi' })).toBeTruthy()
    fireEvent.blur(box)
    expect(box.value).toBe('Lê Lợi')
    expect(await save()).toMatchObject({ street_id: 12, street_name: 'Lê Lợi' })
  })

  it('offers "Thêm đường mới: {typed}" when nothing matches; choosing it adds the street and selects it', async () => {
    const api = mockApi({
      'GET /listing/v1/streets': ok([]),
      'POST /listing/v1/streets': { status: 201, body: { success: true, data: { id: 99, district_id: 2001, name: 'Thi Sách', is_public: false } } },
    })
    const box = renderForm({ city_id: 2, district_id: 2001 })
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'Thi  Sách' } })
    const add = await screen.findByRole('option', { name: STREET_MSG.addOption('Thi Sách') })
    await act(async () => fireEvent.click(add))
    await waitFor(() => expect(box.value).toBe('Thi Sách'))
    expect(api.bodies('POST /listing/v1/streets')).toEqual([{ district_id: 2001, name: 'Thi Sách' }])
    expect(await save()).toMatchObject({ street_id: 99, street_name: 'Thi Sách' })
  })

  it("shows the API's refusal, and a name a street cannot have, without offering to add it", async () => {
    mockApi({ 'GET /listing/v1/streets': ok([]), 'POST /listing/v1/streets': fail(429, STREET_MSG.rateLimited, 'too_many_requests') })
    const box = renderForm({ city_id: 2, district_id: 2001 })
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'Hẻm <b>' } })
    expect(await screen.findByText(STREET_MSG.nameChars)).toBeTruthy()
    expect(screen.queryByRole('listbox')).toBeNull()
    // nor a phone number for a street's number
    fireEvent.change(box, { target: { value: 'Hẻm 0987 654 321' } })
    expect(await screen.findByText(STREET_MSG.nameDigits)).toBeTruthy()
    expect(screen.queryByRole('option', { name: /Thêm đường mới/ })).toBeNull()
    fireEvent.change(box, { target: { value: 'Hẻm 51' } })
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: STREET_MSG.addOption('Hẻm 51') })))
    expect(await screen.findByText(STREET_MSG.rateLimited)).toBeTruthy()
    expect((await save()).street_id ?? null).toBeNull()
  })

  it('keeps a saved street (a draft, an edit) and lets go of it when the district changes', async () => {
    mockApi({ 'GET /listing/v1/streets': ok(Q1_STREETS) })
    const box = renderForm({ city_id: 2, district_id: 2001, street_id: 12, street_name: 'Lê Lợi' })
    expect(box.value).toBe('Lê Lợi')
    fireEvent.change(screen.getByLabelText(/Quận\/huyện/), { target: { value: '2002' } })
    expect(box.value).toBe('')
    expect((await save()).street_id ?? null).toBeNull()
  })
})
