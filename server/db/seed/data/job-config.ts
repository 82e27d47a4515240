/**
 * Job marketplace configuration: category tree, occupations (job types),
 * employment types and the filter options used on job posts.
 *
 * - categories: root 'Việc làm' (id 3, parentId 0) + job sectors (ids 301..322).
 * - jobTypes: occupations (ngành nghề), ids 1..n stable, each under one sector.
 * - employmentTypes: ids 401.., mapped to schema.org JobPosting.employmentType.
 * - salaryRanges: ids 501.., amounts in đồng per month, null = open end;
 *   'Thỏa thuận' has min = max = null.
 * - experiences 601.., educations 701.., genders 801.., ages 901..
 *
 * Slugs are ASCII kebab-case without diacritics, unique within each list.
 * All strings are Unicode NFC. Plain data only.
 */

export interface OptionSeed {
  id: number;
  name: string;
  slug: string;
}

export interface CategorySeed {
  id: number;
  name: string;
  slug: string;
  parentId: number;
}

export interface JobTypeSeed extends OptionSeed {
  subcategoryId: number;
}

export interface EmploymentTypeSeed extends OptionSeed {
  schemaOrg: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'OTHER';
}

export interface SalaryRangeSeed extends OptionSeed {
  min: number | null;
  max: number | null;
}

export const categories: CategorySeed[] = [
  { id: 3, name: 'Việc làm', slug: 'viec-lam', parentId: 0 },
  { id: 301, name: 'Kinh doanh - Bán hàng', slug: 'kinh-doanh-ban-hang', parentId: 3 },
  { id: 302, name: 'Kế toán - Kiểm toán', slug: 'ke-toan-kiem-toan', parentId: 3 },
  { id: 303, name: 'IT - Phần mềm', slug: 'it-phan-mem', parentId: 3 },
  { id: 304, name: 'Marketing - Truyền thông', slug: 'marketing-truyen-thong', parentId: 3 },
  { id: 305, name: 'Hành chính - Nhân sự', slug: 'hanh-chinh-nhan-su', parentId: 3 },
  { id: 306, name: 'Sản xuất - Vận hành', slug: 'san-xuat-van-hanh', parentId: 3 },
  { id: 307, name: 'Xây dựng', slug: 'xay-dung', parentId: 3 },
  { id: 308, name: 'Vận tải - Kho vận', slug: 'van-tai-kho-van', parentId: 3 },
  { id: 309, name: 'Nhà hàng - Khách sạn', slug: 'nha-hang-khach-san', parentId: 3 },
  { id: 310, name: 'Giáo dục - Đào tạo', slug: 'giao-duc-dao-tao', parentId: 3 },
  { id: 311, name: 'Y tế - Dược', slug: 'y-te-duoc', parentId: 3 },
  { id: 312, name: 'Tài chính - Ngân hàng', slug: 'tai-chinh-ngan-hang', parentId: 3 },
  { id: 313, name: 'Chăm sóc khách hàng', slug: 'cham-soc-khach-hang', parentId: 3 },
  { id: 314, name: 'Lao động phổ thông', slug: 'lao-dong-pho-thong', parentId: 3 },
  { id: 315, name: 'Thiết kế - Sáng tạo', slug: 'thiet-ke-sang-tao', parentId: 3 },
  { id: 316, name: 'Điện - Điện tử - Cơ khí', slug: 'dien-dien-tu-co-khi', parentId: 3 },
  { id: 317, name: 'Bất động sản', slug: 'bat-dong-san', parentId: 3 },
  { id: 318, name: 'Luật - Pháp lý', slug: 'luat-phap-ly', parentId: 3 },
  { id: 319, name: 'Làm đẹp - Spa', slug: 'lam-dep-spa', parentId: 3 },
  { id: 320, name: 'Bảo vệ - Vệ sinh', slug: 'bao-ve-ve-sinh', parentId: 3 },
  { id: 321, name: 'Biên phiên dịch', slug: 'bien-phien-dich', parentId: 3 },
  { id: 322, name: 'Xuất nhập khẩu - Thu mua', slug: 'xuat-nhap-khau-thu-mua', parentId: 3 },
];

export const jobTypes: JobTypeSeed[] = [
  // 301 Kinh doanh - Bán hàng
  { id: 1, name: 'Nhân viên bán hàng', slug: 'nhan-vien-ban-hang', subcategoryId: 301 },
  { id: 2, name: 'Nhân viên kinh doanh', slug: 'nhan-vien-kinh-doanh', subcategoryId: 301 },
  { id: 3, name: 'Tư vấn bán hàng', slug: 'tu-van-ban-hang', subcategoryId: 301 },
  { id: 4, name: 'Thu ngân', slug: 'thu-ngan', subcategoryId: 301 },
  { id: 5, name: 'Quản lý cửa hàng', slug: 'quan-ly-cua-hang', subcategoryId: 301 },
  { id: 6, name: 'Giám sát bán hàng', slug: 'giam-sat-ban-hang', subcategoryId: 301 },
  { id: 7, name: 'Bán hàng online', slug: 'ban-hang-online', subcategoryId: 301 },
  // 302 Kế toán - Kiểm toán
  { id: 8, name: 'Kế toán', slug: 'ke-toan', subcategoryId: 302 },
  { id: 9, name: 'Kế toán tổng hợp', slug: 'ke-toan-tong-hop', subcategoryId: 302 },
  { id: 10, name: 'Kế toán kho', slug: 'ke-toan-kho', subcategoryId: 302 },
  { id: 11, name: 'Kiểm toán', slug: 'kiem-toan', subcategoryId: 302 },
  // 303 IT - Phần mềm
  { id: 12, name: 'Lập trình viên', slug: 'lap-trinh-vien', subcategoryId: 303 },
  { id: 13, name: 'Kiểm thử phần mềm', slug: 'kiem-thu-phan-mem', subcategoryId: 303 },
  { id: 14, name: 'IT Helpdesk', slug: 'it-helpdesk', subcategoryId: 303 },
  { id: 15, name: 'Phân tích nghiệp vụ', slug: 'phan-tich-nghiep-vu', subcategoryId: 303 },
  { id: 16, name: 'Phân tích dữ liệu', slug: 'phan-tich-du-lieu', subcategoryId: 303 },
  { id: 17, name: 'Quản trị hệ thống', slug: 'quan-tri-he-thong', subcategoryId: 303 },
  // 304 Marketing - Truyền thông
  { id: 18, name: 'Marketing', slug: 'marketing', subcategoryId: 304 },
  { id: 19, name: 'Digital Marketing', slug: 'digital-marketing', subcategoryId: 304 },
  { id: 20, name: 'Content Marketing', slug: 'content-marketing', subcategoryId: 304 },
  { id: 21, name: 'SEO', slug: 'seo', subcategoryId: 304 },
  { id: 22, name: 'Quan hệ công chúng', slug: 'quan-he-cong-chung', subcategoryId: 304 },
  // 305 Hành chính - Nhân sự
  { id: 23, name: 'Nhân sự', slug: 'nhan-su', subcategoryId: 305 },
  { id: 24, name: 'Tuyển dụng', slug: 'tuyen-dung', subcategoryId: 305 },
  { id: 25, name: 'Hành chính văn phòng', slug: 'hanh-chinh-van-phong', subcategoryId: 305 },
  { id: 26, name: 'Lễ tân', slug: 'le-tan', subcategoryId: 305 },
  { id: 27, name: 'Thư ký - Trợ lý', slug: 'thu-ky-tro-ly', subcategoryId: 305 },
  // 306 Sản xuất - Vận hành
  { id: 28, name: 'Công nhân sản xuất', slug: 'cong-nhan-san-xuat', subcategoryId: 306 },
  { id: 29, name: 'Vận hành máy', slug: 'van-hanh-may', subcategoryId: 306 },
  { id: 30, name: 'Kiểm soát chất lượng (QC)', slug: 'kiem-soat-chat-luong-qc', subcategoryId: 306 },
  { id: 31, name: 'Thợ may', slug: 'tho-may', subcategoryId: 306 },
  { id: 32, name: 'Quản lý sản xuất', slug: 'quan-ly-san-xuat', subcategoryId: 306 },
  // 307 Xây dựng
  { id: 33, name: 'Kỹ sư xây dựng', slug: 'ky-su-xay-dung', subcategoryId: 307 },
  { id: 34, name: 'Giám sát công trình', slug: 'giam-sat-cong-trinh', subcategoryId: 307 },
  { id: 35, name: 'Kiến trúc sư', slug: 'kien-truc-su', subcategoryId: 307 },
  { id: 36, name: 'Thợ xây dựng', slug: 'tho-xay-dung', subcategoryId: 307 },
  // 308 Vận tải - Kho vận
  { id: 37, name: 'Tài xế', slug: 'tai-xe', subcategoryId: 308 },
  { id: 38, name: 'Giao hàng', slug: 'giao-hang', subcategoryId: 308 },
  { id: 39, name: 'Kho vận', slug: 'kho-van', subcategoryId: 308 },
  { id: 40, name: 'Điều phối vận tải', slug: 'dieu-phoi-van-tai', subcategoryId: 308 },
  // 309 Nhà hàng - Khách sạn
  { id: 41, name: 'Phục vụ', slug: 'phuc-vu', subcategoryId: 309 },
  { id: 42, name: 'Đầu bếp', slug: 'dau-bep', subcategoryId: 309 },
  { id: 43, name: 'Phụ bếp', slug: 'phu-bep', subcategoryId: 309 },
  { id: 44, name: 'Pha chế', slug: 'pha-che', subcategoryId: 309 },
  { id: 45, name: 'Buồng phòng', slug: 'buong-phong', subcategoryId: 309 },
  { id: 46, name: 'Lễ tân khách sạn', slug: 'le-tan-khach-san', subcategoryId: 309 },
  { id: 47, name: 'Quản lý nhà hàng', slug: 'quan-ly-nha-hang', subcategoryId: 309 },
  // 310 Giáo dục - Đào tạo
  { id: 48, name: 'Giáo viên', slug: 'giao-vien', subcategoryId: 310 },
  { id: 49, name: 'Giáo viên tiếng Anh', slug: 'giao-vien-tieng-anh', subcategoryId: 310 },
  { id: 50, name: 'Giáo viên mầm non', slug: 'giao-vien-mam-non', subcategoryId: 310 },
  { id: 51, name: 'Gia sư', slug: 'gia-su', subcategoryId: 310 },
  // 311 Y tế - Dược
  { id: 52, name: 'Dược sĩ', slug: 'duoc-si', subcategoryId: 311 },
  { id: 53, name: 'Điều dưỡng', slug: 'dieu-duong', subcategoryId: 311 },
  { id: 54, name: 'Bác sĩ', slug: 'bac-si', subcategoryId: 311 },
  { id: 55, name: 'Trình dược viên', slug: 'trinh-duoc-vien', subcategoryId: 311 },
  // 312 Tài chính - Ngân hàng
  { id: 56, name: 'Giao dịch viên', slug: 'giao-dich-vien', subcategoryId: 312 },
  { id: 57, name: 'Chuyên viên tín dụng', slug: 'chuyen-vien-tin-dung', subcategoryId: 312 },
  { id: 58, name: 'Tư vấn bảo hiểm', slug: 'tu-van-bao-hiem', subcategoryId: 312 },
  // 313 Chăm sóc khách hàng
  { id: 59, name: 'Chăm sóc khách hàng', slug: 'cham-soc-khach-hang', subcategoryId: 313 },
  { id: 60, name: 'Telesales', slug: 'telesales', subcategoryId: 313 },
  { id: 61, name: 'Tổng đài viên', slug: 'tong-dai-vien', subcategoryId: 313 },
  // 314 Lao động phổ thông
  { id: 62, name: 'Lao động phổ thông', slug: 'lao-dong-pho-thong', subcategoryId: 314 },
  { id: 63, name: 'Giúp việc', slug: 'giup-viec', subcategoryId: 314 },
  { id: 64, name: 'Bốc xếp', slug: 'boc-xep', subcategoryId: 314 },
  { id: 65, name: 'Đóng gói', slug: 'dong-goi', subcategoryId: 314 },
  // 315 Thiết kế - Sáng tạo
  { id: 66, name: 'Thiết kế đồ họa', slug: 'thiet-ke-do-hoa', subcategoryId: 315 },
  { id: 67, name: 'Thiết kế UI/UX', slug: 'thiet-ke-ui-ux', subcategoryId: 315 },
  { id: 68, name: 'Dựng video', slug: 'dung-video', subcategoryId: 315 },
  { id: 69, name: 'Thiết kế nội thất', slug: 'thiet-ke-noi-that', subcategoryId: 315 },
  // 316 Điện - Điện tử - Cơ khí
  { id: 70, name: 'Thợ điện', slug: 'tho-dien', subcategoryId: 316 },
  { id: 71, name: 'Thợ hàn', slug: 'tho-han', subcategoryId: 316 },
  { id: 72, name: 'Cơ khí', slug: 'co-khi', subcategoryId: 316 },
  { id: 73, name: 'Kỹ thuật điện lạnh', slug: 'ky-thuat-dien-lanh', subcategoryId: 316 },
  { id: 74, name: 'Kỹ thuật điện - điện tử', slug: 'ky-thuat-dien-dien-tu', subcategoryId: 316 },
  { id: 75, name: 'Sửa chữa ô tô - xe máy', slug: 'sua-chua-o-to-xe-may', subcategoryId: 316 },
  // 317 Bất động sản
  { id: 76, name: 'Môi giới bất động sản', slug: 'moi-gioi-bat-dong-san', subcategoryId: 317 },
  { id: 77, name: 'Quản lý tòa nhà', slug: 'quan-ly-toa-nha', subcategoryId: 317 },
  // 318 Luật - Pháp lý
  { id: 78, name: 'Pháp chế', slug: 'phap-che', subcategoryId: 318 },
  { id: 79, name: 'Luật sư', slug: 'luat-su', subcategoryId: 318 },
  // 319 Làm đẹp - Spa
  { id: 80, name: 'Kỹ thuật viên spa', slug: 'ky-thuat-vien-spa', subcategoryId: 319 },
  { id: 81, name: 'Thợ làm nail', slug: 'tho-lam-nail', subcategoryId: 319 },
  { id: 82, name: 'Thợ cắt tóc', slug: 'tho-cat-toc', subcategoryId: 319 },
  // 320 Bảo vệ - Vệ sinh
  { id: 83, name: 'Bảo vệ', slug: 'bao-ve', subcategoryId: 320 },
  { id: 84, name: 'Tạp vụ', slug: 'tap-vu', subcategoryId: 320 },
  // 321 Biên phiên dịch
  { id: 85, name: 'Phiên dịch', slug: 'phien-dich', subcategoryId: 321 },
  { id: 86, name: 'Biên dịch', slug: 'bien-dich', subcategoryId: 321 },
  // 322 Xuất nhập khẩu - Thu mua
  { id: 87, name: 'Xuất nhập khẩu', slug: 'xuat-nhap-khau', subcategoryId: 322 },
  { id: 88, name: 'Thu mua', slug: 'thu-mua', subcategoryId: 322 },
];

export const employmentTypes: EmploymentTypeSeed[] = [
  { id: 401, name: 'Toàn thời gian', slug: 'toan-thoi-gian', schemaOrg: 'FULL_TIME' },
  { id: 402, name: 'Bán thời gian', slug: 'ban-thoi-gian', schemaOrg: 'PART_TIME' },
  { id: 403, name: 'Thời vụ', slug: 'thoi-vu', schemaOrg: 'TEMPORARY' },
  { id: 404, name: 'Thực tập', slug: 'thuc-tap', schemaOrg: 'INTERN' },
  { id: 405, name: 'Cộng tác viên / Freelance', slug: 'cong-tac-vien-freelance', schemaOrg: 'CONTRACTOR' },
  { id: 406, name: 'Làm việc từ xa', slug: 'lam-viec-tu-xa', schemaOrg: 'OTHER' },
];

export const salaryRanges: SalaryRangeSeed[] = [
  { id: 501, name: 'Dưới 3 triệu', slug: 'duoi-3-trieu', min: null, max: 3_000_000 },
  { id: 502, name: '3 - 5 triệu', slug: '3-5-trieu', min: 3_000_000, max: 5_000_000 },
  { id: 503, name: '5 - 7 triệu', slug: '5-7-trieu', min: 5_000_000, max: 7_000_000 },
  { id: 504, name: '7 - 10 triệu', slug: '7-10-trieu', min: 7_000_000, max: 10_000_000 },
  { id: 505, name: '10 - 15 triệu', slug: '10-15-trieu', min: 10_000_000, max: 15_000_000 },
  { id: 506, name: '15 - 20 triệu', slug: '15-20-trieu', min: 15_000_000, max: 20_000_000 },
  { id: 507, name: '20 - 30 triệu', slug: '20-30-trieu', min: 20_000_000, max: 30_000_000 },
  { id: 508, name: '30 - 50 triệu', slug: '30-50-trieu', min: 30_000_000, max: 50_000_000 },
  { id: 509, name: 'Trên 50 triệu', slug: 'tren-50-trieu', min: 50_000_000, max: null },
  { id: 510, name: 'Thỏa thuận', slug: 'thoa-thuan', min: null, max: null },
];

export const experiences: OptionSeed[] = [
  { id: 601, name: 'Chưa có kinh nghiệm', slug: 'chua-co-kinh-nghiem' },
  { id: 602, name: 'Dưới 1 năm', slug: 'duoi-1-nam' },
  { id: 603, name: '1 năm', slug: '1-nam' },
  { id: 604, name: '2 năm', slug: '2-nam' },
  { id: 605, name: '3 năm', slug: '3-nam' },
  { id: 606, name: '4 năm', slug: '4-nam' },
  { id: 607, name: '5 năm', slug: '5-nam' },
  { id: 608, name: 'Trên 5 năm', slug: 'tren-5-nam' },
];

export const readiness: OptionSeed[] = [
  { id: 1, name: 'Đi làm ngay', slug: 'di-lam-ngay' },
  { id: 2, name: 'Cần thêm thời gian chuẩn bị', slug: 'can-them-thoi-gian-chuan-bi' },
];

export const educations: OptionSeed[] = [
  { id: 701, name: 'Không yêu cầu', slug: 'khong-yeu-cau' },
  { id: 702, name: 'Trung học cơ sở', slug: 'trung-hoc-co-so' },
  { id: 703, name: 'Trung học phổ thông', slug: 'trung-hoc-pho-thong' },
  { id: 704, name: 'Trung cấp', slug: 'trung-cap' },
  { id: 705, name: 'Cao đẳng', slug: 'cao-dang' },
  { id: 706, name: 'Đại học', slug: 'dai-hoc' },
  { id: 707, name: 'Thạc sĩ', slug: 'thac-si' },
  { id: 708, name: 'Tiến sĩ', slug: 'tien-si' },
];

export const genders: OptionSeed[] = [
  { id: 801, name: 'Không yêu cầu', slug: 'khong-yeu-cau' },
  { id: 802, name: 'Nam', slug: 'nam' },
  { id: 803, name: 'Nữ', slug: 'nu' },
];

export const ages: OptionSeed[] = [
  { id: 901, name: 'Không yêu cầu', slug: 'khong-yeu-cau' },
  { id: 902, name: '18 - 25', slug: '18-25' },
  { id: 903, name: '18 - 30', slug: '18-30' },
  { id: 904, name: '20 - 35', slug: '20-35' },
  { id: 905, name: '25 - 40', slug: '25-40' },
  { id: 906, name: 'Trên 40', slug: 'tren-40' },
];
