// A clean job post body the posting rules accept (POST or PUT /listing/v1/classifieds), shared by
// the API suites (server/testing.ts), the browser tests (tests/e2e/fixtures.ts) and the benchmarks;
// `overrides` change any field. No test framework here: the benchmarks import it too.
import { vietnamDate } from '../src/domain/forms/validate'

export function samplePostingBody(title: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title,
    job_type_id: 8,
    employment_type_id: 401,
    quantity: 2,
    salary_negotiable: false,
    salary_min: 8_000_000,
    salary_max: 11_000_000,
    experience_id: 601,
    education_id: 701,
    gender_id: 801,
    age_id: 901,
    city_id: 2,
    district_id: null,
    address: '45 Lê Văn Sỹ, phường 13, Phú Nhuận',
    description: 'Tiếp nhận hàng từ nhà cung cấp, kiểm đếm, sắp xếp kệ và cập nhật số lượng tồn trên phần mềm mỗi ca.',
    requirements: 'Trung thực, cẩn thận, đọc hiểu phiếu nhập xuất; biết dùng máy tính cơ bản.',
    benefits: 'Lương tháng 13, phụ cấp cơm trưa, bảo hiểm đầy đủ theo luật.',
    deadline: vietnamDate(new Date(), 20),
    contact_name: 'Lâm Quốc Bảo',
    contact_phone: '0903456789',
    images: [],
    video_url: null,
    ...overrides,
  }
}
