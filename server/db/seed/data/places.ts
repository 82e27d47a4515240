/**
 * Vietnam administrative geography used for job search.
 *
 * Provinces: the 34 provincial-level units in force since 1 July 2025
 * (6 centrally-run cities + 28 provinces), ids 1..34 are stable.
 * Aliases list the former provinces merged into each unit plus common spellings
 * and abbreviations people type.
 *
 * Districts: the FORMER district-level units (quận / huyện / thị xã / thành phố
 * thuộc tỉnh), as they stood just before district level was abolished on
 * 1 July 2025. They are kept as search areas. Complete lists for Hà Nội,
 * TP. Hồ Chí Minh (incl. former Bình Dương, Bà Rịa - Vũng Tàu), Đà Nẵng (incl.
 * former Quảng Nam), Hải Phòng (incl. former Hải Dương), Cần Thơ (incl. former
 * Sóc Trăng, Hậu Giang) and Huế; main cities/towns elsewhere.
 * District id = provinceId * 1000 + n. All strings are Unicode NFC.
 */

export interface ProvinceSeed {
  id: number;
  name: string;
  slug: string;
  aliases: string[];
}

export interface DistrictSeed {
  id: number;
  provinceId: number;
  name: string;
  slug: string;
  formerProvince?: string;
}

export const provinces: ProvinceSeed[] = [
  { id: 1, name: 'Hà Nội', slug: 'ha-noi', aliases: ['HN', 'Hanoi', 'TP. Hà Nội', 'Thủ đô Hà Nội'] },
  { id: 2, name: 'TP. Hồ Chí Minh', slug: 'ho-chi-minh', aliases: ['Bình Dương', 'Bà Rịa - Vũng Tàu', 'Bà Rịa Vũng Tàu', 'BRVT', 'Sài Gòn', 'Saigon', 'Hồ Chí Minh', 'Thành phố Hồ Chí Minh', 'TPHCM', 'TP.HCM', 'TP HCM', 'HCM', 'HCMC'] },
  { id: 3, name: 'Đà Nẵng', slug: 'da-nang', aliases: ['Quảng Nam', 'Da Nang', 'Danang', 'TP. Đà Nẵng'] },
  { id: 4, name: 'Hải Phòng', slug: 'hai-phong', aliases: ['Hải Dương', 'HP', 'TP. Hải Phòng'] },
  { id: 5, name: 'Cần Thơ', slug: 'can-tho', aliases: ['Sóc Trăng', 'Hậu Giang', 'TP. Cần Thơ'] },
  { id: 6, name: 'Huế', slug: 'hue', aliases: ['Thừa Thiên Huế', 'Thừa Thiên - Huế', 'TT Huế', 'TT-Huế', 'Thành phố Huế'] },
  { id: 7, name: 'An Giang', slug: 'an-giang', aliases: ['Kiên Giang'] },
  { id: 8, name: 'Bắc Ninh', slug: 'bac-ninh', aliases: ['Bắc Giang'] },
  { id: 9, name: 'Cà Mau', slug: 'ca-mau', aliases: ['Bạc Liêu'] },
  { id: 10, name: 'Cao Bằng', slug: 'cao-bang', aliases: [] },
  { id: 11, name: 'Đắk Lắk', slug: 'dak-lak', aliases: ['Phú Yên', 'Đắc Lắc', 'Dak Lak', 'Daklak'] },
  { id: 12, name: 'Điện Biên', slug: 'dien-bien', aliases: [] },
  { id: 13, name: 'Đồng Nai', slug: 'dong-nai', aliases: ['Bình Phước'] },
  { id: 14, name: 'Đồng Tháp', slug: 'dong-thap', aliases: ['Tiền Giang'] },
  { id: 15, name: 'Gia Lai', slug: 'gia-lai', aliases: ['Bình Định'] },
  { id: 16, name: 'Hà Tĩnh', slug: 'ha-tinh', aliases: [] },
  { id: 17, name: 'Hưng Yên', slug: 'hung-yen', aliases: ['Thái Bình'] },
  { id: 18, name: 'Khánh Hòa', slug: 'khanh-hoa', aliases: ['Ninh Thuận', 'Khánh Hoà'] },
  { id: 19, name: 'Lai Châu', slug: 'lai-chau', aliases: [] },
  { id: 20, name: 'Lạng Sơn', slug: 'lang-son', aliases: [] },
  { id: 21, name: 'Lào Cai', slug: 'lao-cai', aliases: ['Yên Bái'] },
  { id: 22, name: 'Lâm Đồng', slug: 'lam-dong', aliases: ['Đắk Nông', 'Bình Thuận', 'Đắc Nông'] },
  { id: 23, name: 'Nghệ An', slug: 'nghe-an', aliases: [] },
  { id: 24, name: 'Ninh Bình', slug: 'ninh-binh', aliases: ['Hà Nam', 'Nam Định'] },
  { id: 25, name: 'Phú Thọ', slug: 'phu-tho', aliases: ['Vĩnh Phúc', 'Hòa Bình', 'Hoà Bình'] },
  { id: 26, name: 'Quảng Ngãi', slug: 'quang-ngai', aliases: ['Kon Tum', 'Kontum'] },
  { id: 27, name: 'Quảng Ninh', slug: 'quang-ninh', aliases: [] },
  { id: 28, name: 'Quảng Trị', slug: 'quang-tri', aliases: ['Quảng Bình'] },
  { id: 29, name: 'Sơn La', slug: 'son-la', aliases: [] },
  { id: 30, name: 'Tây Ninh', slug: 'tay-ninh', aliases: ['Long An'] },
  { id: 31, name: 'Thái Nguyên', slug: 'thai-nguyen', aliases: ['Bắc Kạn', 'Bắc Cạn'] },
  { id: 32, name: 'Thanh Hóa', slug: 'thanh-hoa', aliases: ['Thanh Hoá'] },
  { id: 33, name: 'Tuyên Quang', slug: 'tuyen-quang', aliases: ['Hà Giang'] },
  { id: 34, name: 'Vĩnh Long', slug: 'vinh-long', aliases: ['Bến Tre', 'Trà Vinh'] },
];

export const districts: DistrictSeed[] = [
  // 1. Hà Nội
  { id: 1001, provinceId: 1, name: 'Quận Ba Đình', slug: 'ba-dinh' },
  { id: 1002, provinceId: 1, name: 'Quận Hoàn Kiếm', slug: 'hoan-kiem' },
  { id: 1003, provinceId: 1, name: 'Quận Tây Hồ', slug: 'tay-ho' },
  { id: 1004, provinceId: 1, name: 'Quận Long Biên', slug: 'long-bien' },
  { id: 1005, provinceId: 1, name: 'Quận Cầu Giấy', slug: 'cau-giay' },
  { id: 1006, provinceId: 1, name: 'Quận Đống Đa', slug: 'dong-da' },
  { id: 1007, provinceId: 1, name: 'Quận Hai Bà Trưng', slug: 'hai-ba-trung' },
  { id: 1008, provinceId: 1, name: 'Quận Hoàng Mai', slug: 'hoang-mai' },
  { id: 1009, provinceId: 1, name: 'Quận Thanh Xuân', slug: 'thanh-xuan' },
  { id: 1010, provinceId: 1, name: 'Quận Nam Từ Liêm', slug: 'nam-tu-liem' },
  { id: 1011, provinceId: 1, name: 'Quận Bắc Từ Liêm', slug: 'bac-tu-liem' },
  { id: 1012, provinceId: 1, name: 'Quận Hà Đông', slug: 'ha-dong' },
  { id: 1013, provinceId: 1, name: 'Thị xã Sơn Tây', slug: 'son-tay' },
  { id: 1014, provinceId: 1, name: 'Huyện Ba Vì', slug: 'ba-vi' },
  { id: 1015, provinceId: 1, name: 'Huyện Chương Mỹ', slug: 'chuong-my' },
  { id: 1016, provinceId: 1, name: 'Huyện Đan Phượng', slug: 'dan-phuong' },
  { id: 1017, provinceId: 1, name: 'Huyện Đông Anh', slug: 'dong-anh' },
  { id: 1018, provinceId: 1, name: 'Huyện Gia Lâm', slug: 'gia-lam' },
  { id: 1019, provinceId: 1, name: 'Huyện Hoài Đức', slug: 'hoai-duc' },
  { id: 1020, provinceId: 1, name: 'Huyện Mê Linh', slug: 'me-linh' },
  { id: 1021, provinceId: 1, name: 'Huyện Mỹ Đức', slug: 'my-duc' },
  { id: 1022, provinceId: 1, name: 'Huyện Phú Xuyên', slug: 'phu-xuyen' },
  { id: 1023, provinceId: 1, name: 'Huyện Phúc Thọ', slug: 'phuc-tho' },
  { id: 1024, provinceId: 1, name: 'Huyện Quốc Oai', slug: 'quoc-oai' },
  { id: 1025, provinceId: 1, name: 'Huyện Sóc Sơn', slug: 'soc-son' },
  { id: 1026, provinceId: 1, name: 'Huyện Thạch Thất', slug: 'thach-that' },
  { id: 1027, provinceId: 1, name: 'Huyện Thanh Oai', slug: 'thanh-oai' },
  { id: 1028, provinceId: 1, name: 'Huyện Thanh Trì', slug: 'thanh-tri' },
  { id: 1029, provinceId: 1, name: 'Huyện Thường Tín', slug: 'thuong-tin' },
  { id: 1030, provinceId: 1, name: 'Huyện Ứng Hòa', slug: 'ung-hoa' },
  // 2. TP. Hồ Chí Minh
  { id: 2001, provinceId: 2, name: 'Quận 1', slug: 'quan-1' },
  { id: 2002, provinceId: 2, name: 'Quận 3', slug: 'quan-3' },
  { id: 2003, provinceId: 2, name: 'Quận 4', slug: 'quan-4' },
  { id: 2004, provinceId: 2, name: 'Quận 5', slug: 'quan-5' },
  { id: 2005, provinceId: 2, name: 'Quận 6', slug: 'quan-6' },
  { id: 2006, provinceId: 2, name: 'Quận 7', slug: 'quan-7' },
  { id: 2007, provinceId: 2, name: 'Quận 8', slug: 'quan-8' },
  { id: 2008, provinceId: 2, name: 'Quận 10', slug: 'quan-10' },
  { id: 2009, provinceId: 2, name: 'Quận 11', slug: 'quan-11' },
  { id: 2010, provinceId: 2, name: 'Quận 12', slug: 'quan-12' },
  { id: 2011, provinceId: 2, name: 'Quận Bình Tân', slug: 'binh-tan' },
  { id: 2012, provinceId: 2, name: 'Quận Bình Thạnh', slug: 'binh-thanh' },
  { id: 2013, provinceId: 2, name: 'Quận Gò Vấp', slug: 'go-vap' },
  { id: 2014, provinceId: 2, name: 'Quận Phú Nhuận', slug: 'phu-nhuan' },
  { id: 2015, provinceId: 2, name: 'Quận Tân Bình', slug: 'tan-binh' },
  { id: 2016, provinceId: 2, name: 'Quận Tân Phú', slug: 'tan-phu' },
  { id: 2017, provinceId: 2, name: 'Thành phố Thủ Đức', slug: 'thu-duc' },
  { id: 2018, provinceId: 2, name: 'Huyện Bình Chánh', slug: 'binh-chanh' },
  { id: 2019, provinceId: 2, name: 'Huyện Cần Giờ', slug: 'can-gio' },
  { id: 2020, provinceId: 2, name: 'Huyện Củ Chi', slug: 'cu-chi' },
  { id: 2021, provinceId: 2, name: 'Huyện Hóc Môn', slug: 'hoc-mon' },
  { id: 2022, provinceId: 2, name: 'Huyện Nhà Bè', slug: 'nha-be' },
  // former Bình Dương
  { id: 2023, provinceId: 2, name: 'Thành phố Thủ Dầu Một', slug: 'thu-dau-mot', formerProvince: 'Bình Dương' },
  { id: 2024, provinceId: 2, name: 'Thành phố Dĩ An', slug: 'di-an', formerProvince: 'Bình Dương' },
  { id: 2025, provinceId: 2, name: 'Thành phố Thuận An', slug: 'thuan-an', formerProvince: 'Bình Dương' },
  { id: 2026, provinceId: 2, name: 'Thành phố Tân Uyên', slug: 'tan-uyen', formerProvince: 'Bình Dương' },
  { id: 2027, provinceId: 2, name: 'Thành phố Bến Cát', slug: 'ben-cat', formerProvince: 'Bình Dương' },
  { id: 2028, provinceId: 2, name: 'Huyện Bàu Bàng', slug: 'bau-bang', formerProvince: 'Bình Dương' },
  { id: 2029, provinceId: 2, name: 'Huyện Bắc Tân Uyên', slug: 'bac-tan-uyen', formerProvince: 'Bình Dương' },
  { id: 2030, provinceId: 2, name: 'Huyện Dầu Tiếng', slug: 'dau-tieng', formerProvince: 'Bình Dương' },
  { id: 2031, provinceId: 2, name: 'Huyện Phú Giáo', slug: 'phu-giao', formerProvince: 'Bình Dương' },
  // former Bà Rịa - Vũng Tàu
  { id: 2032, provinceId: 2, name: 'Thành phố Vũng Tàu', slug: 'vung-tau', formerProvince: 'Bà Rịa - Vũng Tàu' },
  { id: 2033, provinceId: 2, name: 'Thành phố Bà Rịa', slug: 'ba-ria', formerProvince: 'Bà Rịa - Vũng Tàu' },
  { id: 2034, provinceId: 2, name: 'Thành phố Phú Mỹ', slug: 'phu-my', formerProvince: 'Bà Rịa - Vũng Tàu' },
  { id: 2035, provinceId: 2, name: 'Huyện Châu Đức', slug: 'chau-duc', formerProvince: 'Bà Rịa - Vũng Tàu' },
  { id: 2036, provinceId: 2, name: 'Huyện Xuyên Mộc', slug: 'xuyen-moc', formerProvince: 'Bà Rịa - Vũng Tàu' },
  { id: 2037, provinceId: 2, name: 'Huyện Long Đất', slug: 'long-dat', formerProvince: 'Bà Rịa - Vũng Tàu' },
  { id: 2038, provinceId: 2, name: 'Huyện Côn Đảo', slug: 'con-dao', formerProvince: 'Bà Rịa - Vũng Tàu' },
  // 3. Đà Nẵng
  { id: 3001, provinceId: 3, name: 'Quận Hải Châu', slug: 'hai-chau' },
  { id: 3002, provinceId: 3, name: 'Quận Thanh Khê', slug: 'thanh-khe' },
  { id: 3003, provinceId: 3, name: 'Quận Sơn Trà', slug: 'son-tra' },
  { id: 3004, provinceId: 3, name: 'Quận Ngũ Hành Sơn', slug: 'ngu-hanh-son' },
  { id: 3005, provinceId: 3, name: 'Quận Liên Chiểu', slug: 'lien-chieu' },
  { id: 3006, provinceId: 3, name: 'Quận Cẩm Lệ', slug: 'cam-le' },
  { id: 3007, provinceId: 3, name: 'Huyện Hòa Vang', slug: 'hoa-vang' },
  { id: 3008, provinceId: 3, name: 'Huyện Hoàng Sa', slug: 'hoang-sa' },
  // former Quảng Nam
  { id: 3009, provinceId: 3, name: 'Thành phố Tam Kỳ', slug: 'tam-ky', formerProvince: 'Quảng Nam' },
  { id: 3010, provinceId: 3, name: 'Thành phố Hội An', slug: 'hoi-an', formerProvince: 'Quảng Nam' },
  { id: 3011, provinceId: 3, name: 'Thị xã Điện Bàn', slug: 'dien-ban', formerProvince: 'Quảng Nam' },
  { id: 3012, provinceId: 3, name: 'Huyện Bắc Trà My', slug: 'bac-tra-my', formerProvince: 'Quảng Nam' },
  { id: 3013, provinceId: 3, name: 'Huyện Đại Lộc', slug: 'dai-loc', formerProvince: 'Quảng Nam' },
  { id: 3014, provinceId: 3, name: 'Huyện Đông Giang', slug: 'dong-giang', formerProvince: 'Quảng Nam' },
  { id: 3015, provinceId: 3, name: 'Huyện Duy Xuyên', slug: 'duy-xuyen', formerProvince: 'Quảng Nam' },
  { id: 3016, provinceId: 3, name: 'Huyện Hiệp Đức', slug: 'hiep-duc', formerProvince: 'Quảng Nam' },
  { id: 3017, provinceId: 3, name: 'Huyện Nam Giang', slug: 'nam-giang', formerProvince: 'Quảng Nam' },
  { id: 3018, provinceId: 3, name: 'Huyện Nam Trà My', slug: 'nam-tra-my', formerProvince: 'Quảng Nam' },
  { id: 3019, provinceId: 3, name: 'Huyện Núi Thành', slug: 'nui-thanh', formerProvince: 'Quảng Nam' },
  { id: 3020, provinceId: 3, name: 'Huyện Phú Ninh', slug: 'phu-ninh', formerProvince: 'Quảng Nam' },
  { id: 3021, provinceId: 3, name: 'Huyện Phước Sơn', slug: 'phuoc-son', formerProvince: 'Quảng Nam' },
  { id: 3022, provinceId: 3, name: 'Huyện Quế Sơn', slug: 'que-son', formerProvince: 'Quảng Nam' },
  { id: 3023, provinceId: 3, name: 'Huyện Tây Giang', slug: 'tay-giang', formerProvince: 'Quảng Nam' },
  { id: 3024, provinceId: 3, name: 'Huyện Thăng Bình', slug: 'thang-binh', formerProvince: 'Quảng Nam' },
  { id: 3025, provinceId: 3, name: 'Huyện Tiên Phước', slug: 'tien-phuoc', formerProvince: 'Quảng Nam' },
  // 4. Hải Phòng
  { id: 4001, provinceId: 4, name: 'Quận Hồng Bàng', slug: 'hong-bang' },
  { id: 4002, provinceId: 4, name: 'Quận Ngô Quyền', slug: 'ngo-quyen' },
  { id: 4003, provinceId: 4, name: 'Quận Lê Chân', slug: 'le-chan' },
  { id: 4004, provinceId: 4, name: 'Quận Hải An', slug: 'hai-an' },
  { id: 4005, provinceId: 4, name: 'Quận Kiến An', slug: 'kien-an' },
  { id: 4006, provinceId: 4, name: 'Quận Đồ Sơn', slug: 'do-son' },
  { id: 4007, provinceId: 4, name: 'Quận Dương Kinh', slug: 'duong-kinh' },
  { id: 4008, provinceId: 4, name: 'Quận An Dương', slug: 'an-duong' },
  { id: 4009, provinceId: 4, name: 'Thành phố Thủy Nguyên', slug: 'thuy-nguyen' },
  { id: 4010, provinceId: 4, name: 'Huyện An Lão', slug: 'an-lao' },
  { id: 4011, provinceId: 4, name: 'Huyện Kiến Thụy', slug: 'kien-thuy' },
  { id: 4012, provinceId: 4, name: 'Huyện Tiên Lãng', slug: 'tien-lang' },
  { id: 4013, provinceId: 4, name: 'Huyện Vĩnh Bảo', slug: 'vinh-bao' },
  { id: 4014, provinceId: 4, name: 'Huyện Cát Hải', slug: 'cat-hai' },
  { id: 4015, provinceId: 4, name: 'Huyện Bạch Long Vĩ', slug: 'bach-long-vi' },
  // former Hải Dương
  { id: 4016, provinceId: 4, name: 'Thành phố Hải Dương', slug: 'hai-duong', formerProvince: 'Hải Dương' },
  { id: 4017, provinceId: 4, name: 'Thành phố Chí Linh', slug: 'chi-linh', formerProvince: 'Hải Dương' },
  { id: 4018, provinceId: 4, name: 'Thị xã Kinh Môn', slug: 'kinh-mon', formerProvince: 'Hải Dương' },
  { id: 4019, provinceId: 4, name: 'Huyện Bình Giang', slug: 'binh-giang', formerProvince: 'Hải Dương' },
  { id: 4020, provinceId: 4, name: 'Huyện Cẩm Giàng', slug: 'cam-giang', formerProvince: 'Hải Dương' },
  { id: 4021, provinceId: 4, name: 'Huyện Gia Lộc', slug: 'gia-loc', formerProvince: 'Hải Dương' },
  { id: 4022, provinceId: 4, name: 'Huyện Kim Thành', slug: 'kim-thanh', formerProvince: 'Hải Dương' },
  { id: 4023, provinceId: 4, name: 'Huyện Nam Sách', slug: 'nam-sach', formerProvince: 'Hải Dương' },
  { id: 4024, provinceId: 4, name: 'Huyện Ninh Giang', slug: 'ninh-giang', formerProvince: 'Hải Dương' },
  { id: 4025, provinceId: 4, name: 'Huyện Thanh Hà', slug: 'thanh-ha', formerProvince: 'Hải Dương' },
  { id: 4026, provinceId: 4, name: 'Huyện Thanh Miện', slug: 'thanh-mien', formerProvince: 'Hải Dương' },
  { id: 4027, provinceId: 4, name: 'Huyện Tứ Kỳ', slug: 'tu-ky', formerProvince: 'Hải Dương' },
  // 5. Cần Thơ
  { id: 5001, provinceId: 5, name: 'Quận Ninh Kiều', slug: 'ninh-kieu' },
  { id: 5002, provinceId: 5, name: 'Quận Bình Thủy', slug: 'binh-thuy' },
  { id: 5003, provinceId: 5, name: 'Quận Cái Răng', slug: 'cai-rang' },
  { id: 5004, provinceId: 5, name: 'Quận Ô Môn', slug: 'o-mon' },
  { id: 5005, provinceId: 5, name: 'Quận Thốt Nốt', slug: 'thot-not' },
  { id: 5006, provinceId: 5, name: 'Huyện Phong Điền', slug: 'phong-dien' },
  { id: 5007, provinceId: 5, name: 'Huyện Cờ Đỏ', slug: 'co-do' },
  { id: 5008, provinceId: 5, name: 'Huyện Thới Lai', slug: 'thoi-lai' },
  { id: 5009, provinceId: 5, name: 'Huyện Vĩnh Thạnh', slug: 'vinh-thanh' },
  // former Sóc Trăng
  { id: 5010, provinceId: 5, name: 'Thành phố Sóc Trăng', slug: 'soc-trang', formerProvince: 'Sóc Trăng' },
  { id: 5011, provinceId: 5, name: 'Thị xã Vĩnh Châu', slug: 'vinh-chau', formerProvince: 'Sóc Trăng' },
  { id: 5012, provinceId: 5, name: 'Thị xã Ngã Năm', slug: 'nga-nam', formerProvince: 'Sóc Trăng' },
  { id: 5013, provinceId: 5, name: 'Huyện Châu Thành', slug: 'chau-thanh-soc-trang', formerProvince: 'Sóc Trăng' },
  { id: 5014, provinceId: 5, name: 'Huyện Cù Lao Dung', slug: 'cu-lao-dung', formerProvince: 'Sóc Trăng' },
  { id: 5015, provinceId: 5, name: 'Huyện Kế Sách', slug: 'ke-sach', formerProvince: 'Sóc Trăng' },
  { id: 5016, provinceId: 5, name: 'Huyện Long Phú', slug: 'long-phu', formerProvince: 'Sóc Trăng' },
  { id: 5017, provinceId: 5, name: 'Huyện Mỹ Tú', slug: 'my-tu', formerProvince: 'Sóc Trăng' },
  { id: 5018, provinceId: 5, name: 'Huyện Mỹ Xuyên', slug: 'my-xuyen', formerProvince: 'Sóc Trăng' },
  { id: 5019, provinceId: 5, name: 'Huyện Thạnh Trị', slug: 'thanh-tri', formerProvince: 'Sóc Trăng' },
  { id: 5020, provinceId: 5, name: 'Huyện Trần Đề', slug: 'tran-de', formerProvince: 'Sóc Trăng' },
  // former Hậu Giang
  { id: 5021, provinceId: 5, name: 'Thành phố Vị Thanh', slug: 'vi-thanh', formerProvince: 'Hậu Giang' },
  { id: 5022, provinceId: 5, name: 'Thành phố Ngã Bảy', slug: 'nga-bay', formerProvince: 'Hậu Giang' },
  { id: 5023, provinceId: 5, name: 'Thị xã Long Mỹ', slug: 'thi-xa-long-my', formerProvince: 'Hậu Giang' },
  { id: 5024, provinceId: 5, name: 'Huyện Châu Thành', slug: 'chau-thanh-hau-giang', formerProvince: 'Hậu Giang' },
  { id: 5025, provinceId: 5, name: 'Huyện Châu Thành A', slug: 'chau-thanh-a', formerProvince: 'Hậu Giang' },
  { id: 5026, provinceId: 5, name: 'Huyện Long Mỹ', slug: 'huyen-long-my', formerProvince: 'Hậu Giang' },
  { id: 5027, provinceId: 5, name: 'Huyện Phụng Hiệp', slug: 'phung-hiep', formerProvince: 'Hậu Giang' },
  { id: 5028, provinceId: 5, name: 'Huyện Vị Thủy', slug: 'vi-thuy', formerProvince: 'Hậu Giang' },
  // 6. Huế
  { id: 6001, provinceId: 6, name: 'Quận Phú Xuân', slug: 'phu-xuan' },
  { id: 6002, provinceId: 6, name: 'Quận Thuận Hóa', slug: 'thuan-hoa' },
  { id: 6003, provinceId: 6, name: 'Thị xã Phong Điền', slug: 'phong-dien' },
  { id: 6004, provinceId: 6, name: 'Thị xã Hương Trà', slug: 'huong-tra' },
  { id: 6005, provinceId: 6, name: 'Thị xã Hương Thủy', slug: 'huong-thuy' },
  { id: 6006, provinceId: 6, name: 'Huyện Quảng Điền', slug: 'quang-dien' },
  { id: 6007, provinceId: 6, name: 'Huyện Phú Vang', slug: 'phu-vang' },
  { id: 6008, provinceId: 6, name: 'Huyện Phú Lộc', slug: 'phu-loc' },
  { id: 6009, provinceId: 6, name: 'Huyện A Lưới', slug: 'a-luoi' },
  // 7. An Giang
  { id: 7001, provinceId: 7, name: 'Thành phố Long Xuyên', slug: 'long-xuyen' },
  { id: 7002, provinceId: 7, name: 'Thành phố Châu Đốc', slug: 'chau-doc' },
  { id: 7003, provinceId: 7, name: 'Thị xã Tân Châu', slug: 'tan-chau' },
  { id: 7004, provinceId: 7, name: 'Thị xã Tịnh Biên', slug: 'tinh-bien' },
  // former Kiên Giang
  { id: 7005, provinceId: 7, name: 'Thành phố Rạch Giá', slug: 'rach-gia', formerProvince: 'Kiên Giang' },
  { id: 7006, provinceId: 7, name: 'Thành phố Phú Quốc', slug: 'phu-quoc', formerProvince: 'Kiên Giang' },
  { id: 7007, provinceId: 7, name: 'Thành phố Hà Tiên', slug: 'ha-tien', formerProvince: 'Kiên Giang' },
  // 8. Bắc Ninh
  { id: 8001, provinceId: 8, name: 'Thành phố Bắc Ninh', slug: 'bac-ninh' },
  { id: 8002, provinceId: 8, name: 'Thành phố Từ Sơn', slug: 'tu-son' },
  { id: 8003, provinceId: 8, name: 'Thị xã Quế Võ', slug: 'que-vo' },
  { id: 8004, provinceId: 8, name: 'Thị xã Thuận Thành', slug: 'thuan-thanh' },
  { id: 8005, provinceId: 8, name: 'Huyện Yên Phong', slug: 'yen-phong' },
  { id: 8006, provinceId: 8, name: 'Huyện Tiên Du', slug: 'tien-du' },
  // former Bắc Giang
  { id: 8007, provinceId: 8, name: 'Thành phố Bắc Giang', slug: 'bac-giang', formerProvince: 'Bắc Giang' },
  { id: 8008, provinceId: 8, name: 'Thị xã Việt Yên', slug: 'viet-yen', formerProvince: 'Bắc Giang' },
  { id: 8009, provinceId: 8, name: 'Huyện Hiệp Hòa', slug: 'hiep-hoa', formerProvince: 'Bắc Giang' },
  { id: 8010, provinceId: 8, name: 'Huyện Lạng Giang', slug: 'lang-giang', formerProvince: 'Bắc Giang' },
  // 9. Cà Mau
  { id: 9001, provinceId: 9, name: 'Thành phố Cà Mau', slug: 'ca-mau' },
  { id: 9002, provinceId: 9, name: 'Huyện Năm Căn', slug: 'nam-can' },
  { id: 9003, provinceId: 9, name: 'Huyện Cái Nước', slug: 'cai-nuoc' },
  { id: 9004, provinceId: 9, name: 'Huyện U Minh', slug: 'u-minh' },
  // former Bạc Liêu
  { id: 9005, provinceId: 9, name: 'Thành phố Bạc Liêu', slug: 'bac-lieu', formerProvince: 'Bạc Liêu' },
  { id: 9006, provinceId: 9, name: 'Thị xã Giá Rai', slug: 'gia-rai', formerProvince: 'Bạc Liêu' },
  { id: 9007, provinceId: 9, name: 'Huyện Hòa Bình', slug: 'hoa-binh', formerProvince: 'Bạc Liêu' },
  // 10. Cao Bằng
  { id: 10001, provinceId: 10, name: 'Thành phố Cao Bằng', slug: 'cao-bang' },
  { id: 10002, provinceId: 10, name: 'Huyện Hòa An', slug: 'hoa-an' },
  { id: 10003, provinceId: 10, name: 'Huyện Trùng Khánh', slug: 'trung-khanh' },
  { id: 10004, provinceId: 10, name: 'Huyện Quảng Hòa', slug: 'quang-hoa' },
  // 11. Đắk Lắk
  { id: 11001, provinceId: 11, name: 'Thành phố Buôn Ma Thuột', slug: 'buon-ma-thuot' },
  { id: 11002, provinceId: 11, name: 'Thị xã Buôn Hồ', slug: 'buon-ho' },
  { id: 11003, provinceId: 11, name: 'Huyện Krông Pắc', slug: 'krong-pac' },
  { id: 11004, provinceId: 11, name: 'Huyện Ea Kar', slug: 'ea-kar' },
  // former Phú Yên
  { id: 11005, provinceId: 11, name: 'Thành phố Tuy Hòa', slug: 'tuy-hoa', formerProvince: 'Phú Yên' },
  { id: 11006, provinceId: 11, name: 'Thị xã Sông Cầu', slug: 'song-cau', formerProvince: 'Phú Yên' },
  { id: 11007, provinceId: 11, name: 'Thị xã Đông Hòa', slug: 'dong-hoa', formerProvince: 'Phú Yên' },
  // 12. Điện Biên
  { id: 12001, provinceId: 12, name: 'Thành phố Điện Biên Phủ', slug: 'dien-bien-phu' },
  { id: 12002, provinceId: 12, name: 'Thị xã Mường Lay', slug: 'muong-lay' },
  { id: 12003, provinceId: 12, name: 'Huyện Điện Biên', slug: 'dien-bien' },
  { id: 12004, provinceId: 12, name: 'Huyện Tuần Giáo', slug: 'tuan-giao' },
  // 13. Đồng Nai
  { id: 13001, provinceId: 13, name: 'Thành phố Biên Hòa', slug: 'bien-hoa' },
  { id: 13002, provinceId: 13, name: 'Thành phố Long Khánh', slug: 'long-khanh' },
  { id: 13003, provinceId: 13, name: 'Huyện Nhơn Trạch', slug: 'nhon-trach' },
  { id: 13004, provinceId: 13, name: 'Huyện Trảng Bom', slug: 'trang-bom' },
  { id: 13005, provinceId: 13, name: 'Huyện Long Thành', slug: 'long-thanh' },
  // former Bình Phước
  { id: 13006, provinceId: 13, name: 'Thành phố Đồng Xoài', slug: 'dong-xoai', formerProvince: 'Bình Phước' },
  { id: 13007, provinceId: 13, name: 'Thị xã Chơn Thành', slug: 'chon-thanh', formerProvince: 'Bình Phước' },
  { id: 13008, provinceId: 13, name: 'Thị xã Bình Long', slug: 'binh-long', formerProvince: 'Bình Phước' },
  { id: 13009, provinceId: 13, name: 'Thị xã Phước Long', slug: 'phuoc-long', formerProvince: 'Bình Phước' },
  // 14. Đồng Tháp
  { id: 14001, provinceId: 14, name: 'Thành phố Cao Lãnh', slug: 'cao-lanh' },
  { id: 14002, provinceId: 14, name: 'Thành phố Sa Đéc', slug: 'sa-dec' },
  { id: 14003, provinceId: 14, name: 'Thành phố Hồng Ngự', slug: 'hong-ngu' },
  // former Tiền Giang
  { id: 14004, provinceId: 14, name: 'Thành phố Mỹ Tho', slug: 'my-tho', formerProvince: 'Tiền Giang' },
  { id: 14005, provinceId: 14, name: 'Thị xã Cai Lậy', slug: 'cai-lay', formerProvince: 'Tiền Giang' },
  { id: 14006, provinceId: 14, name: 'Huyện Châu Thành', slug: 'chau-thanh', formerProvince: 'Tiền Giang' },
  // 15. Gia Lai
  { id: 15001, provinceId: 15, name: 'Thành phố Pleiku', slug: 'pleiku' },
  { id: 15002, provinceId: 15, name: 'Thị xã An Khê', slug: 'an-khe' },
  { id: 15003, provinceId: 15, name: 'Thị xã Ayun Pa', slug: 'ayun-pa' },
  { id: 15004, provinceId: 15, name: 'Huyện Chư Sê', slug: 'chu-se' },
  // former Bình Định
  { id: 15005, provinceId: 15, name: 'Thành phố Quy Nhơn', slug: 'quy-nhon', formerProvince: 'Bình Định' },
  { id: 15006, provinceId: 15, name: 'Thị xã Hoài Nhơn', slug: 'hoai-nhon', formerProvince: 'Bình Định' },
  { id: 15007, provinceId: 15, name: 'Huyện Tuy Phước', slug: 'tuy-phuoc', formerProvince: 'Bình Định' },
  // 16. Hà Tĩnh
  { id: 16001, provinceId: 16, name: 'Thành phố Hà Tĩnh', slug: 'ha-tinh' },
  { id: 16002, provinceId: 16, name: 'Thị xã Hồng Lĩnh', slug: 'hong-linh' },
  { id: 16003, provinceId: 16, name: 'Thị xã Kỳ Anh', slug: 'ky-anh' },
  { id: 16004, provinceId: 16, name: 'Huyện Cẩm Xuyên', slug: 'cam-xuyen' },
  { id: 16005, provinceId: 16, name: 'Huyện Thạch Hà', slug: 'thach-ha' },
  // 17. Hưng Yên
  { id: 17001, provinceId: 17, name: 'Thành phố Hưng Yên', slug: 'hung-yen' },
  { id: 17002, provinceId: 17, name: 'Thị xã Mỹ Hào', slug: 'my-hao' },
  { id: 17003, provinceId: 17, name: 'Huyện Văn Lâm', slug: 'van-lam' },
  { id: 17004, provinceId: 17, name: 'Huyện Văn Giang', slug: 'van-giang' },
  { id: 17005, provinceId: 17, name: 'Huyện Yên Mỹ', slug: 'yen-my' },
  // former Thái Bình
  { id: 17006, provinceId: 17, name: 'Thành phố Thái Bình', slug: 'thai-binh', formerProvince: 'Thái Bình' },
  { id: 17007, provinceId: 17, name: 'Huyện Tiền Hải', slug: 'tien-hai', formerProvince: 'Thái Bình' },
  { id: 17008, provinceId: 17, name: 'Huyện Thái Thụy', slug: 'thai-thuy', formerProvince: 'Thái Bình' },
  // 18. Khánh Hòa
  { id: 18001, provinceId: 18, name: 'Thành phố Nha Trang', slug: 'nha-trang' },
  { id: 18002, provinceId: 18, name: 'Thành phố Cam Ranh', slug: 'cam-ranh' },
  { id: 18003, provinceId: 18, name: 'Thị xã Ninh Hòa', slug: 'ninh-hoa' },
  { id: 18004, provinceId: 18, name: 'Huyện Cam Lâm', slug: 'cam-lam' },
  { id: 18005, provinceId: 18, name: 'Huyện Diên Khánh', slug: 'dien-khanh' },
  // former Ninh Thuận
  { id: 18006, provinceId: 18, name: 'Thành phố Phan Rang - Tháp Chàm', slug: 'phan-rang-thap-cham', formerProvince: 'Ninh Thuận' },
  { id: 18007, provinceId: 18, name: 'Huyện Ninh Hải', slug: 'ninh-hai', formerProvince: 'Ninh Thuận' },
  // 19. Lai Châu
  { id: 19001, provinceId: 19, name: 'Thành phố Lai Châu', slug: 'lai-chau' },
  { id: 19002, provinceId: 19, name: 'Huyện Tam Đường', slug: 'tam-duong' },
  { id: 19003, provinceId: 19, name: 'Huyện Than Uyên', slug: 'than-uyen' },
  { id: 19004, provinceId: 19, name: 'Huyện Tân Uyên', slug: 'tan-uyen' },
  // 20. Lạng Sơn
  { id: 20001, provinceId: 20, name: 'Thành phố Lạng Sơn', slug: 'lang-son' },
  { id: 20002, provinceId: 20, name: 'Huyện Cao Lộc', slug: 'cao-loc' },
  { id: 20003, provinceId: 20, name: 'Huyện Hữu Lũng', slug: 'huu-lung' },
  { id: 20004, provinceId: 20, name: 'Huyện Chi Lăng', slug: 'chi-lang' },
  // 21. Lào Cai
  { id: 21001, provinceId: 21, name: 'Thành phố Lào Cai', slug: 'lao-cai' },
  { id: 21002, provinceId: 21, name: 'Thị xã Sa Pa', slug: 'sa-pa' },
  { id: 21003, provinceId: 21, name: 'Huyện Bát Xát', slug: 'bat-xat' },
  { id: 21004, provinceId: 21, name: 'Huyện Bảo Thắng', slug: 'bao-thang' },
  // former Yên Bái
  { id: 21005, provinceId: 21, name: 'Thành phố Yên Bái', slug: 'yen-bai', formerProvince: 'Yên Bái' },
  { id: 21006, provinceId: 21, name: 'Thị xã Nghĩa Lộ', slug: 'nghia-lo', formerProvince: 'Yên Bái' },
  { id: 21007, provinceId: 21, name: 'Huyện Văn Yên', slug: 'van-yen', formerProvince: 'Yên Bái' },
  // 22. Lâm Đồng
  { id: 22001, provinceId: 22, name: 'Thành phố Đà Lạt', slug: 'da-lat' },
  { id: 22002, provinceId: 22, name: 'Thành phố Bảo Lộc', slug: 'bao-loc' },
  { id: 22003, provinceId: 22, name: 'Huyện Đức Trọng', slug: 'duc-trong' },
  { id: 22004, provinceId: 22, name: 'Huyện Di Linh', slug: 'di-linh' },
  // former Đắk Nông
  { id: 22005, provinceId: 22, name: 'Thành phố Gia Nghĩa', slug: 'gia-nghia', formerProvince: 'Đắk Nông' },
  { id: 22006, provinceId: 22, name: 'Huyện Đắk Mil', slug: 'dak-mil', formerProvince: 'Đắk Nông' },
  // former Bình Thuận
  { id: 22007, provinceId: 22, name: 'Thành phố Phan Thiết', slug: 'phan-thiet', formerProvince: 'Bình Thuận' },
  { id: 22008, provinceId: 22, name: 'Thị xã La Gi', slug: 'la-gi', formerProvince: 'Bình Thuận' },
  { id: 22009, provinceId: 22, name: 'Huyện Hàm Thuận Bắc', slug: 'ham-thuan-bac', formerProvince: 'Bình Thuận' },
  // 23. Nghệ An
  { id: 23001, provinceId: 23, name: 'Thành phố Vinh', slug: 'vinh' },
  { id: 23002, provinceId: 23, name: 'Thị xã Hoàng Mai', slug: 'hoang-mai' },
  { id: 23003, provinceId: 23, name: 'Thị xã Thái Hòa', slug: 'thai-hoa' },
  { id: 23004, provinceId: 23, name: 'Huyện Nghi Lộc', slug: 'nghi-loc' },
  { id: 23005, provinceId: 23, name: 'Huyện Diễn Châu', slug: 'dien-chau' },
  // 24. Ninh Bình
  { id: 24001, provinceId: 24, name: 'Thành phố Hoa Lư', slug: 'hoa-lu' },
  { id: 24002, provinceId: 24, name: 'Thành phố Tam Điệp', slug: 'tam-diep' },
  { id: 24003, provinceId: 24, name: 'Huyện Gia Viễn', slug: 'gia-vien' },
  { id: 24004, provinceId: 24, name: 'Huyện Yên Khánh', slug: 'yen-khanh' },
  // former Hà Nam
  { id: 24005, provinceId: 24, name: 'Thành phố Phủ Lý', slug: 'phu-ly', formerProvince: 'Hà Nam' },
  { id: 24006, provinceId: 24, name: 'Thị xã Duy Tiên', slug: 'duy-tien', formerProvince: 'Hà Nam' },
  // former Nam Định
  { id: 24007, provinceId: 24, name: 'Thành phố Nam Định', slug: 'nam-dinh', formerProvince: 'Nam Định' },
  { id: 24008, provinceId: 24, name: 'Huyện Hải Hậu', slug: 'hai-hau', formerProvince: 'Nam Định' },
  { id: 24009, provinceId: 24, name: 'Huyện Giao Thủy', slug: 'giao-thuy', formerProvince: 'Nam Định' },
  // 25. Phú Thọ
  { id: 25001, provinceId: 25, name: 'Thành phố Việt Trì', slug: 'viet-tri' },
  { id: 25002, provinceId: 25, name: 'Thị xã Phú Thọ', slug: 'phu-tho' },
  { id: 25003, provinceId: 25, name: 'Huyện Lâm Thao', slug: 'lam-thao' },
  { id: 25004, provinceId: 25, name: 'Huyện Phù Ninh', slug: 'phu-ninh' },
  // former Vĩnh Phúc
  { id: 25005, provinceId: 25, name: 'Thành phố Vĩnh Yên', slug: 'vinh-yen', formerProvince: 'Vĩnh Phúc' },
  { id: 25006, provinceId: 25, name: 'Thành phố Phúc Yên', slug: 'phuc-yen', formerProvince: 'Vĩnh Phúc' },
  { id: 25007, provinceId: 25, name: 'Huyện Tam Đảo', slug: 'tam-dao', formerProvince: 'Vĩnh Phúc' },
  // former Hòa Bình
  { id: 25008, provinceId: 25, name: 'Thành phố Hòa Bình', slug: 'hoa-binh', formerProvince: 'Hòa Bình' },
  { id: 25009, provinceId: 25, name: 'Huyện Mai Châu', slug: 'mai-chau', formerProvince: 'Hòa Bình' },
  // 26. Quảng Ngãi
  { id: 26001, provinceId: 26, name: 'Thành phố Quảng Ngãi', slug: 'quang-ngai' },
  { id: 26002, provinceId: 26, name: 'Thị xã Đức Phổ', slug: 'duc-pho' },
  { id: 26003, provinceId: 26, name: 'Huyện Bình Sơn', slug: 'binh-son' },
  { id: 26004, provinceId: 26, name: 'Huyện Lý Sơn', slug: 'ly-son' },
  // former Kon Tum
  { id: 26005, provinceId: 26, name: 'Thành phố Kon Tum', slug: 'kon-tum', formerProvince: 'Kon Tum' },
  { id: 26006, provinceId: 26, name: 'Huyện Ngọc Hồi', slug: 'ngoc-hoi', formerProvince: 'Kon Tum' },
  // 27. Quảng Ninh
  { id: 27001, provinceId: 27, name: 'Thành phố Hạ Long', slug: 'ha-long' },
  { id: 27002, provinceId: 27, name: 'Thành phố Cẩm Phả', slug: 'cam-pha' },
  { id: 27003, provinceId: 27, name: 'Thành phố Uông Bí', slug: 'uong-bi' },
  { id: 27004, provinceId: 27, name: 'Thành phố Móng Cái', slug: 'mong-cai' },
  { id: 27005, provinceId: 27, name: 'Thành phố Đông Triều', slug: 'dong-trieu' },
  { id: 27006, provinceId: 27, name: 'Thị xã Quảng Yên', slug: 'quang-yen' },
  { id: 27007, provinceId: 27, name: 'Huyện Vân Đồn', slug: 'van-don' },
  // 28. Quảng Trị
  { id: 28001, provinceId: 28, name: 'Thành phố Đông Hà', slug: 'dong-ha' },
  { id: 28002, provinceId: 28, name: 'Huyện Hướng Hóa', slug: 'huong-hoa' },
  { id: 28003, provinceId: 28, name: 'Huyện Gio Linh', slug: 'gio-linh' },
  { id: 28004, provinceId: 28, name: 'Huyện Triệu Phong', slug: 'trieu-phong' },
  // former Quảng Bình
  { id: 28005, provinceId: 28, name: 'Thành phố Đồng Hới', slug: 'dong-hoi', formerProvince: 'Quảng Bình' },
  { id: 28006, provinceId: 28, name: 'Thị xã Ba Đồn', slug: 'ba-don', formerProvince: 'Quảng Bình' },
  { id: 28007, provinceId: 28, name: 'Huyện Bố Trạch', slug: 'bo-trach', formerProvince: 'Quảng Bình' },
  // 29. Sơn La
  { id: 29001, provinceId: 29, name: 'Thành phố Sơn La', slug: 'son-la' },
  { id: 29002, provinceId: 29, name: 'Thị xã Mộc Châu', slug: 'moc-chau' },
  { id: 29003, provinceId: 29, name: 'Huyện Mai Sơn', slug: 'mai-son' },
  { id: 29004, provinceId: 29, name: 'Huyện Thuận Châu', slug: 'thuan-chau' },
  // 30. Tây Ninh
  { id: 30001, provinceId: 30, name: 'Thành phố Tây Ninh', slug: 'tay-ninh' },
  { id: 30002, provinceId: 30, name: 'Thị xã Trảng Bàng', slug: 'trang-bang' },
  { id: 30003, provinceId: 30, name: 'Thị xã Hòa Thành', slug: 'hoa-thanh' },
  { id: 30004, provinceId: 30, name: 'Huyện Gò Dầu', slug: 'go-dau' },
  // former Long An
  { id: 30005, provinceId: 30, name: 'Thành phố Tân An', slug: 'tan-an', formerProvince: 'Long An' },
  { id: 30006, provinceId: 30, name: 'Thị xã Kiến Tường', slug: 'kien-tuong', formerProvince: 'Long An' },
  { id: 30007, provinceId: 30, name: 'Huyện Đức Hòa', slug: 'duc-hoa', formerProvince: 'Long An' },
  { id: 30008, provinceId: 30, name: 'Huyện Bến Lức', slug: 'ben-luc', formerProvince: 'Long An' },
  { id: 30009, provinceId: 30, name: 'Huyện Cần Giuộc', slug: 'can-giuoc', formerProvince: 'Long An' },
  // 31. Thái Nguyên
  { id: 31001, provinceId: 31, name: 'Thành phố Thái Nguyên', slug: 'thai-nguyen' },
  { id: 31002, provinceId: 31, name: 'Thành phố Sông Công', slug: 'song-cong' },
  { id: 31003, provinceId: 31, name: 'Thành phố Phổ Yên', slug: 'pho-yen' },
  { id: 31004, provinceId: 31, name: 'Huyện Đại Từ', slug: 'dai-tu' },
  // former Bắc Kạn
  { id: 31005, provinceId: 31, name: 'Thành phố Bắc Kạn', slug: 'bac-kan', formerProvince: 'Bắc Kạn' },
  { id: 31006, provinceId: 31, name: 'Huyện Ba Bể', slug: 'ba-be', formerProvince: 'Bắc Kạn' },
  // 32. Thanh Hóa
  { id: 32001, provinceId: 32, name: 'Thành phố Thanh Hóa', slug: 'thanh-hoa' },
  { id: 32002, provinceId: 32, name: 'Thành phố Sầm Sơn', slug: 'sam-son' },
  { id: 32003, provinceId: 32, name: 'Thị xã Bỉm Sơn', slug: 'bim-son' },
  { id: 32004, provinceId: 32, name: 'Thị xã Nghi Sơn', slug: 'nghi-son' },
  { id: 32005, provinceId: 32, name: 'Huyện Thọ Xuân', slug: 'tho-xuan' },
  // 33. Tuyên Quang
  { id: 33001, provinceId: 33, name: 'Thành phố Tuyên Quang', slug: 'tuyen-quang' },
  { id: 33002, provinceId: 33, name: 'Huyện Sơn Dương', slug: 'son-duong' },
  { id: 33003, provinceId: 33, name: 'Huyện Hàm Yên', slug: 'ham-yen' },
  // former Hà Giang
  { id: 33004, provinceId: 33, name: 'Thành phố Hà Giang', slug: 'ha-giang', formerProvince: 'Hà Giang' },
  { id: 33005, provinceId: 33, name: 'Huyện Đồng Văn', slug: 'dong-van', formerProvince: 'Hà Giang' },
  { id: 33006, provinceId: 33, name: 'Huyện Bắc Quang', slug: 'bac-quang', formerProvince: 'Hà Giang' },
  // 34. Vĩnh Long
  { id: 34001, provinceId: 34, name: 'Thành phố Vĩnh Long', slug: 'vinh-long' },
  { id: 34002, provinceId: 34, name: 'Thị xã Bình Minh', slug: 'binh-minh' },
  { id: 34003, provinceId: 34, name: 'Huyện Long Hồ', slug: 'long-ho' },
  // former Bến Tre
  { id: 34004, provinceId: 34, name: 'Thành phố Bến Tre', slug: 'ben-tre', formerProvince: 'Bến Tre' },
  { id: 34005, provinceId: 34, name: 'Huyện Mỏ Cày Nam', slug: 'mo-cay-nam', formerProvince: 'Bến Tre' },
  // former Trà Vinh
  { id: 34006, provinceId: 34, name: 'Thành phố Trà Vinh', slug: 'tra-vinh', formerProvince: 'Trà Vinh' },
  { id: 34007, provinceId: 34, name: 'Thị xã Duyên Hải', slug: 'duyen-hai', formerProvince: 'Trà Vinh' },
];

/*
 * Self-check (run manually; nothing executes on import):
 *   cd /work/main && npx tsx -e "import('./server/db/seed/data/places.ts').then(m=>{console.log(m.provinces.length, m.districts.length); const ids=new Set(m.districts.map(d=>d.id)); console.log(ids.size===m.districts.length)})"
 * Expect: 34 provinces, unique district ids, slugs unique per province,
 * every district.provinceId present in provinces.
 */
