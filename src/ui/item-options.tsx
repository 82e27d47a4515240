// The options of a select from id-name items (provinces, sectors, one's jobs), a count after the
// name where the item has one: "Nhân viên bán hàng (3)"; or from values and their labels.
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

/** The options of a select from a list of values, each shown by its label (a status, a role, an order), or as it is where it has none. */
export function LabelledOptions<V extends string | number>({ values, labels }: { values: readonly V[]; labels?: Readonly<Partial<Record<V, string>>> }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels?.[value] ?? value}
        </option>
      ))}
    </>
  )
}
