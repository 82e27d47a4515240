// The auto-apply hint's texts (SPEC 4.2): the box shows the hint on first load, so these few
// sentences are apart from the control's and dialogs' texts (auto-apply-text.ts), which load with them.
export const HINT_TEXT = {
  hint: 'Bật tự động ứng tuyển để hồ sơ của bạn được gửi tới việc làm phù hợp mỗi ngày, không cần tìm từng tin.',
  hideHint: 'Ẩn gợi ý',
} as const
