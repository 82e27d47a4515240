// /chinh-sach-bao-mat: the privacy policy (public, prerendered). Written for Vietnam's Personal Data
// Protection Law (Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15, in force 1 January 2026) and Decree
// 13/2023/NĐ-CP, and true to what the product does: consent at profile creation and before
// auto-apply, recruiters see a profile only when it is searchable or sent, export and delete on
// /jobseeker. Company details match content/footer.json.
import { Link } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { AUTO_APPLY_DAYS } from '../../domain/profile/auto-apply'
import { siteOrigin } from '../../lib/env'
import { routes } from '../../lib/paths'
import { Container } from '../../ui/container'
import { ProseArticle, ProseMeta, ProseToc } from '../../ui/prose'

const CONTACT = {
  company: 'Công ty TNHH Việc Làm Tốt',
  address: 'Tầng 8, 123 Nguyễn Đình Chiểu, Phường Xuân Hòa, TP. Hồ Chí Minh',
  email: 'hotro@vieclamtot.vn',
  phone: '1900 6868',
} as const

const EFFECTIVE = '01/01/2026'

const SECTIONS = [
  { id: 'chung-toi-la-ai', title: 'Chúng tôi là ai' },
  { id: 'du-lieu-thu-thap', title: 'Dữ liệu chúng tôi thu thập' },
  { id: 'muc-dich', title: 'Mục đích và căn cứ xử lý' },
  { id: 'ai-duoc-xem', title: 'Ai được xem dữ liệu của bạn' },
  { id: 'thoi-gian-luu', title: 'Thời gian lưu trữ' },
  { id: 'quyen-cua-ban', title: 'Quyền của bạn và cách thực hiện' },
  { id: 'bao-mat', title: 'Cách chúng tôi bảo vệ dữ liệu' },
  { id: 'luu-tru-trinh-duyet', title: 'Dữ liệu lưu trên trình duyệt' },
  { id: 'lien-he', title: 'Liên hệ và thay đổi chính sách' },
] as const

const title = 'Chính sách bảo mật'
const description =
  'Việc Làm Tốt thu thập dữ liệu cá nhân nào, vì sao, ai được xem, lưu bao lâu và bạn thực hiện quyền của mình (xem, sửa, tải về, xóa, rút lại đồng ý) như thế nào.'

export function Component() {
  const canonical = `${siteOrigin()}${routes.privacyPolicy}`
  const [who, data, purpose, recipients, retention, rights, security, storage, contact] = SECTIONS
  return (
    <Container>
      <Head>
        <title>{`${title} | Việc Làm Tốt`}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={canonical} />
      </Head>
      <ProseArticle aria-labelledby="chinh-sach-bao-mat">
        <h1 id="chinh-sach-bao-mat">{title}</h1>
        <ProseMeta>Có hiệu lực từ ngày {EFFECTIVE}.</ProseMeta>
        <p>
          Chính sách này cho biết {CONTACT.company} (“chúng tôi”, trang Việc Làm Tốt) xử lý dữ liệu cá nhân của người tìm việc
          và nhà tuyển dụng như thế nào, theo Luật Bảo vệ dữ liệu cá nhân (Luật số 91/2025/QH15, có hiệu lực từ ngày 01/01/2026),
          Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân và các văn bản hướng dẫn. Chúng tôi chỉ thu thập những gì cần cho
          việc tìm việc và tuyển dụng, và không bán dữ liệu cá nhân của bạn.
        </p>

        <ProseToc aria-labelledby="muc-luc">
          <h2 id="muc-luc">Mục lục</h2>
          <ol>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </ProseToc>

        <section aria-labelledby={who.id}>
          <h2 id={who.id}>1. {who.title}</h2>
          <p>
            {CONTACT.company}, địa chỉ {CONTACT.address}, là bên kiểm soát và xử lý dữ liệu cá nhân bạn cung cấp trên trang
            này. Mọi yêu cầu về dữ liệu cá nhân xin gửi tới bộ phận bảo vệ dữ liệu cá nhân qua email{' '}
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> hoặc tổng đài {CONTACT.phone}.
          </p>
        </section>

        <section aria-labelledby={data.id}>
          <h2 id={data.id}>2. {data.title}</h2>
          <ul>
            <li>
              <strong>Tài khoản:</strong> số điện thoại (đã xác thực bằng mã OTP), họ tên, email nếu bạn cung cấp, mật khẩu
              (chỉ lưu ở dạng đã mã hóa một chiều, không ai đọc được).
            </li>
            <li>
              <strong>Hồ sơ xin việc:</strong> họ tên, số điện thoại, email, ảnh đại diện, năm sinh, giới tính, ngành nghề,
              nơi làm việc mong muốn, mức lương mong muốn, kinh nghiệm, quá trình làm việc, học vấn, khả năng đi làm và phần
              giới thiệu bản thân.
            </li>
            <li>
              <strong>Hoạt động trên trang:</strong> việc làm đã lưu, tìm kiếm đã lưu, các lần ứng tuyển và trạng thái của
              chúng, thông báo gửi cho bạn, cài đặt tự động ứng tuyển.
            </li>
            <li>
              <strong>Dữ liệu kỹ thuật:</strong> phiên đăng nhập, thời điểm và địa chỉ IP của lần đăng nhập gần nhất, dùng để
              bảo vệ tài khoản.
            </li>
          </ul>
          <p>
            Chúng tôi không yêu cầu dữ liệu cá nhân nhạy cảm (như tình trạng sức khỏe, tôn giáo, quan điểm chính trị, số căn
            cước). Xin đừng ghi những thông tin này vào hồ sơ hay phần giới thiệu.
          </p>
        </section>

        <section aria-labelledby={purpose.id}>
          <h2 id={purpose.id}>3. {purpose.title}</h2>
          <ul>
            <li>
              Tạo và quản lý tài khoản, đăng nhập, xác thực số điện thoại: để cung cấp dịch vụ bạn đăng ký.
            </li>
            <li>
              Lưu hồ sơ xin việc, gửi hồ sơ khi bạn ứng tuyển và gợi ý việc làm phù hợp: dựa trên sự đồng ý bạn đưa ra khi tạo
              hồ sơ.
            </li>
            <li>
              Tự động ứng tuyển: chỉ khi bạn bật tính năng và đánh dấu đồng ý cho hồ sơ được gửi tới nhà tuyển dụng. Mỗi lần
              bật có hiệu lực {AUTO_APPLY_DAYS} ngày.
            </li>
            <li>Gửi thông báo về hồ sơ, ứng tuyển và việc làm mới theo tìm kiếm bạn đã lưu.</li>
            <li>
              Kiểm duyệt hồ sơ và tin đăng (chặn nội dung thu phí, lừa đảo), phòng chống gian lận và bảo vệ tài khoản, thực
              hiện nghĩa vụ theo yêu cầu của cơ quan nhà nước có thẩm quyền.
            </li>
          </ul>
          <p>Chúng tôi không dùng dữ liệu của bạn cho mục đích khác với những mục đích trên nếu chưa hỏi ý kiến bạn.</p>
        </section>

        <section aria-labelledby={recipients.id}>
          <h2 id={recipients.id}>4. {recipients.title}</h2>
          <ul>
            <li>
              <strong>Nhà tuyển dụng</strong> chỉ xem được hồ sơ của bạn khi: bạn chọn cho phép nhà tuyển dụng tìm thấy hồ sơ
              (mặc định là không); hoặc bạn ứng tuyển vào tin của họ; hoặc tính năng tự động ứng tuyển mà bạn đã bật gửi hồ
              sơ tới tin của họ. Hồ sơ vi phạm quy định không được hiển thị.
            </li>
            <li>
              <strong>Đơn vị cung cấp dịch vụ cho chúng tôi</strong> (máy chủ, gửi tin nhắn SMS và email) chỉ xử lý phần dữ
              liệu cần thiết theo hợp đồng có điều khoản bảo vệ dữ liệu cá nhân, không được dùng cho mục đích riêng.
            </li>
            <li>
              <strong>Cơ quan nhà nước có thẩm quyền</strong> khi pháp luật yêu cầu.
            </li>
          </ul>
          <p>Chúng tôi không bán, cho thuê hay trao đổi dữ liệu cá nhân của bạn với bên thứ ba vì mục đích quảng cáo.</p>
        </section>

        <section aria-labelledby={retention.id}>
          <h2 id={retention.id}>5. {retention.title}</h2>
          <ul>
            <li>Hồ sơ xin việc: đến khi bạn xóa hồ sơ. Khi bạn xóa, hồ sơ bị xóa hẳn khỏi hệ thống ngay lập tức.</li>
            <li>Cài đặt tự động ứng tuyển: tự hết hạn sau {AUTO_APPLY_DAYS} ngày kể từ lần bật gần nhất, hoặc khi bạn tắt.</li>
            <li>Tài khoản, việc làm đã lưu, tìm kiếm đã lưu và lịch sử ứng tuyển: đến khi bạn yêu cầu xóa tài khoản.</li>
            <li>Mã xác thực OTP: hết hiệu lực sau vài phút và không dùng lại được.</li>
          </ul>
        </section>

        <section aria-labelledby={rights.id}>
          <h2 id={rights.id}>6. {rights.title}</h2>
          <p>
            Bạn có quyền được biết, đồng ý hoặc không đồng ý, truy cập, chỉnh sửa, xóa dữ liệu, hạn chế xử lý, nhận bản sao
            dữ liệu, phản đối xử lý, rút lại sự đồng ý, khiếu nại, tố cáo, khởi kiện và yêu cầu bồi thường thiệt hại theo quy
            định của pháp luật. Trên trang này, bạn tự thực hiện được ngay:
          </p>
          <ul>
            <li>
              Xem và chỉnh sửa hồ sơ, chọn có cho nhà tuyển dụng tìm thấy hồ sơ hay không: tại trang{' '}
              <Link to={routes.jobseeker}>Hồ sơ xin việc</Link>.
            </li>
            <li>Rút lại sự đồng ý cho tự động ứng tuyển: tắt công tắc “Tự động ứng tuyển” ở hộp hồ sơ.</li>
            <li>
              Tải về toàn bộ dữ liệu chúng tôi lưu về bạn (tệp JSON) và xóa hồ sơ xin việc: trong mục “Dữ liệu cá nhân của
              bạn” tại trang <Link to={routes.jobseeker}>Hồ sơ xin việc</Link>.
            </li>
            <li>Bỏ lưu việc làm, xóa tìm kiếm đã lưu và tắt thông báo của từng tìm kiếm trong các trang tương ứng.</li>
          </ul>
          <p>
            Với các yêu cầu khác (như xóa tài khoản, hạn chế xử lý), xin gửi email tới{' '}
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> từ email hoặc kèm số điện thoại của tài khoản. Chúng tôi
            xác minh người yêu cầu và phản hồi trong thời hạn pháp luật quy định. Việc rút lại sự đồng ý không ảnh hưởng tới
            việc xử lý đã thực hiện hợp pháp trước đó.
          </p>
        </section>

        <section aria-labelledby={security.id}>
          <h2 id={security.id}>7. {security.title}</h2>
          <ul>
            <li>Dữ liệu truyền qua kết nối mã hóa (HTTPS); mật khẩu chỉ lưu ở dạng băm.</li>
            <li>Chỉ nhân viên cần cho công việc mới được truy cập dữ liệu, và mọi truy cập đều cần xác thực.</li>
            <li>Ảnh đại diện được xử lý lại và loại bỏ thông tin đi kèm (như vị trí chụp) trước khi lưu.</li>
            <li>
              Khi xảy ra sự cố lộ, mất dữ liệu cá nhân, chúng tôi thông báo cho cơ quan chuyên trách bảo vệ dữ liệu cá nhân và
              cho bạn theo thời hạn pháp luật quy định.
            </li>
          </ul>
        </section>

        <section aria-labelledby={storage.id}>
          <h2 id={storage.id}>8. {storage.title}</h2>
          <p>
            Trình duyệt của bạn giữ mã đăng nhập, các việc làm bạn lưu khi chưa đăng nhập và một số lựa chọn hiển thị (như đã
            ẩn gợi ý). Chúng chỉ dùng để trang hoạt động; bạn có thể xóa bất cứ lúc nào trong cài đặt trình duyệt (khi đó bạn
            sẽ cần đăng nhập lại).
          </p>
        </section>

        <section aria-labelledby={contact.id}>
          <h2 id={contact.id}>9. {contact.title}</h2>
          <p>
            {CONTACT.company}, {CONTACT.address}. Email: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>. Điện thoại:{' '}
            {CONTACT.phone}.
          </p>
          <p>
            Khi thay đổi chính sách này, chúng tôi đăng bản mới tại trang này kèm ngày hiệu lực, và hỏi lại sự đồng ý của bạn
            nếu thay đổi mở rộng mục đích xử lý dữ liệu.
          </p>
        </section>
      </ProseArticle>
    </Container>
  )
}
