// The organisation's logo on the business information page (docs/decisions/0050-organization-logos.md):
// the owner uploads a picture, crops it square (the avatar's uploader and crop dialog) or removes it;
// it then shows on the organisation's page, its job cards and pages, the chat and the invoices. Other
// members see it. Without one, every page shows the letter tile.
import { styled } from '@linaria/react'
import { toast } from 'react-hot-toast'
import type { BusinessInfo } from '../../../domain/contract/organizations'
import { AvatarUpload } from '../../../ui/image-upload/avatar-upload'
import { OrganizationLogo } from '../../../ui/organization-logo'
import { color } from '../../../ui/theme'
import { removeLogo, uploadLogo } from '../api/logo'

export const LOGO_TEXT = {
  label: 'Logo doanh nghiệp',
  upload: 'Tải lên logo',
  replace: 'Tải lên logo khác',
  remove: 'Xóa logo',
  uploading: 'Đang tải logo lên',
  progress: 'Tiến độ tải logo',
  uploaded: 'Đã cập nhật logo doanh nghiệp',
  removed: 'Đã xóa logo doanh nghiệp',
  thumbnail: 'Logo hiện tại',
  dropHere: 'Thả logo vào đây',
  hint: 'Logo hiện trên trang doanh nghiệp, mọi tin tuyển dụng và tin nhắn. Ảnh jpeg, gif, png, tối đa 30MB; bạn sẽ cắt thành hình vuông.',
  crop: 'Cắt logo thành hình vuông',
  none: 'Chưa có logo: các trang hiện chữ cái đầu của tên doanh nghiệp.',
  readOnly: 'Chỉ chủ tài khoản doanh nghiệp đổi được logo.',
} as const

const ReadOnly = styled.div`
  --logo-size: 72px;
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 16px;
  p {
    margin: 0;
    color: ${color.muted};
    font-size: 14px;
  }
`
const Label = styled.span`
  display: block;
  margin-bottom: 8px;
  font-weight: 600;
  font-size: 15px;
`

export function LogoSection({ info }: { info: BusinessInfo }) {
  const id = info.organization_id
  if (!info.can_edit)
    return (
      <div>
        <Label>{LOGO_TEXT.label}</Label>
        <ReadOnly>
          <OrganizationLogo organization={{ id, logo_url: info.logo_url, initials: info.initials }} />
          <p>{info.logo_url ? LOGO_TEXT.readOnly : `${LOGO_TEXT.none} ${LOGO_TEXT.readOnly}`}</p>
        </ReadOnly>
      </div>
    )
  const change = async (url: string | null) => {
    if (url) return void toast.success(LOGO_TEXT.uploaded)
    const removed = await removeLogo(id)
    if (removed.success) toast.success(removed.data.message)
    else toast.error(removed.error.message)
  }
  return (
    <AvatarUpload
      value={info.logo_url}
      onChange={(url) => void change(url)}
      square
      text={LOGO_TEXT}
      cropTitle={LOGO_TEXT.crop}
      upload={(file, fileName, options) => uploadLogo(id, file, fileName, options)}
    />
  )
}
