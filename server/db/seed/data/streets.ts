// Real streets of the districts the demo jobs use most (by district id, places.ts), seeded public:
// the posting form's street field offers them (docs/decisions/0026-streets.md).
export const streets: Record<number, string[]> = {
  // Hà Nội
  1001: ['Kim Mã', 'Đội Cấn', 'Liễu Giai', 'Điện Biên Phủ', 'Hoàng Hoa Thám', 'Phan Đình Phùng', 'Nguyễn Thái Học', 'Giảng Võ', 'Văn Cao', 'Đào Tấn'],
  1002: [
    'Tràng Tiền', 'Hàng Bài', 'Đinh Tiên Hoàng', 'Lê Thái Tổ', 'Hàng Gai', 'Hàng Đào', 'Hàng Bông', 'Lý Thường Kiệt', 'Bà Triệu',
    'Tràng Thi', 'Hàng Ngang', 'Ngô Quyền', 'Quang Trung', 'Lò Sũ',
  ],
  1005: ['Xuân Thủy', 'Cầu Giấy', 'Trần Duy Hưng', 'Nguyễn Phong Sắc', 'Trần Thái Tông', 'Duy Tân', 'Hoàng Quốc Việt', 'Trần Đăng Ninh', 'Nguyễn Khánh Toàn', 'Dịch Vọng Hậu'],
  1006: ['Tây Sơn', 'Thái Hà', 'Chùa Bộc', 'Láng Hạ', 'Nguyễn Lương Bằng', 'Xã Đàn', 'Tôn Đức Thắng', 'Đê La Thành', 'Khâm Thiên', 'Nguyễn Chí Thanh'],
  1007: ['Phố Huế', 'Bạch Mai', 'Minh Khai', 'Lê Đại Hành', 'Đại Cồ Việt', 'Trần Khát Chân', 'Lò Đúc', 'Kim Ngưu'],
  1009: ['Nguyễn Trãi', 'Khuất Duy Tiến', 'Lê Văn Lương', 'Nguyễn Tuân', 'Vũ Trọng Phụng', 'Nguyễn Huy Tưởng'],
  // TP. Hồ Chí Minh
  2001: [
    'Nguyễn Huệ', 'Lê Lợi', 'Đồng Khởi', 'Hai Bà Trưng', 'Lê Duẩn', 'Pasteur', 'Nam Kỳ Khởi Nghĩa', 'Lý Tự Trọng', 'Tôn Đức Thắng',
    'Nguyễn Thị Minh Khai', 'Điện Biên Phủ', 'Trần Hưng Đạo', 'Nguyễn Du', 'Lê Thánh Tôn', 'Hàm Nghi', 'Bùi Viện', 'Đề Thám',
    'Nguyễn Trãi', 'Calmette', 'Mạc Đĩnh Chi',
  ],
  2002: ['Võ Văn Tần', 'Cách Mạng Tháng Tám', 'Nguyễn Đình Chiểu', 'Lý Chính Thắng', 'Trần Quốc Thảo', 'Bà Huyện Thanh Quan', 'Võ Thị Sáu', 'Lê Văn Sỹ', 'Trương Định'],
  2006: ['Nguyễn Văn Linh', 'Huỳnh Tấn Phát', 'Nguyễn Thị Thập', 'Nguyễn Hữu Thọ', 'Lê Văn Lương', 'Tân Mỹ', 'Nguyễn Lương Bằng', 'Trần Xuân Soạn'],
  2008: ['Ba Tháng Hai', 'Sư Vạn Hạnh', 'Thành Thái', 'Tô Hiến Thành', 'Lý Thường Kiệt', 'Nguyễn Tri Phương', 'Cách Mạng Tháng Tám', 'Hòa Hảo'],
  2012: ['Điện Biên Phủ', 'Xô Viết Nghệ Tĩnh', 'Bạch Đằng', 'Phan Đăng Lưu', 'Nơ Trang Long', 'Đinh Bộ Lĩnh', 'Nguyễn Hữu Cảnh', 'Ung Văn Khiêm'],
  2013: ['Quang Trung', 'Nguyễn Oanh', 'Phan Văn Trị', 'Lê Đức Thọ', 'Nguyễn Văn Lượng', 'Phạm Văn Đồng', 'Nguyễn Kiệm'],
  2014: ['Phan Xích Long', 'Phan Đăng Lưu', 'Hoàng Văn Thụ', 'Nguyễn Văn Trỗi', 'Phan Đình Phùng', 'Huỳnh Văn Bánh', 'Nguyễn Kiệm', 'Lê Văn Sỹ'],
  2015: ['Cộng Hòa', 'Trường Chinh', 'Hoàng Văn Thụ', 'Trường Sơn', 'Lý Thường Kiệt', 'Âu Cơ', 'Bạch Đằng', 'Hoàng Hoa Thám', 'Út Tịch'],
  2017: ['Võ Văn Ngân', 'Kha Vạn Cân', 'Lê Văn Việt', 'Đỗ Xuân Hợp', 'Mai Chí Thọ', 'Song Hành', 'Nguyễn Duy Trinh', 'Xa lộ Hà Nội'],
  // Đà Nẵng
  3001: [
    'Bạch Đằng', 'Trần Phú', 'Lê Duẩn', 'Nguyễn Văn Linh', 'Hùng Vương', 'Phan Châu Trinh', 'Ông Ích Khiêm', '2 Tháng 9', 'Hoàng Diệu',
    'Nguyễn Chí Thanh', 'Lê Lợi', 'Quang Trung',
  ],
  3002: ['Điện Biên Phủ', 'Hàm Nghi', 'Hà Huy Tập', 'Nguyễn Tất Thành', 'Trần Cao Vân', 'Lê Độ'],
  3003: ['Võ Nguyên Giáp', 'Phạm Văn Đồng', 'Ngô Quyền', 'Hồ Nghinh', 'Trần Hưng Đạo', 'Võ Văn Kiệt'],
  3004: ['Lê Văn Hiến', 'Ngũ Hành Sơn', 'Trường Sa', 'Võ Nguyên Giáp', 'Minh Mạng'],
}
