// The options of a select from id-name items (provinces, sectors, one's jobs), a count after the
// name where the item has one: "Nhân viên bán hàng (3)".
export interface OptionItem {
  id: number | string
  name: string
  count?: number
}

export function ItemOptions({ items }: { items: readonly OptionItem[] | undefined }) {
  return (
    <>
      {items?.map((item) => (
        <option key={item.id} value={item.id}>
          {item.count === undefined ? item.name : `${item.name} (${item.count})`}
        </option>
      ))}
    </>
  )
}
