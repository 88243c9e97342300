/** Announcements (type 1) and press items (type 3) a fresh install starts with. */
export const NoticeType = { ANNOUNCEMENT: 1, PRESS: 3 } as const;

export const starterNotices = [
  {
    type: NoticeType.ANNOUNCEMENT,
    daysAgo: 1,
    title_en: 'Verify your identity to lift sending limits',
    title_zh: '完成身份认证以提高转账限额',
    content_en:
      'Individuals complete KYC with a national ID and a photo; companies complete KYB in four steps with their registration documents. Until it is approved, sends and top-ups are limited to small amounts.',
    content_zh:
      '个人用户提交身份证件和照片完成KYC认证；企业用户分四步提交注册文件完成KYB认证。认证通过前，转账和充值仅限小额。',
  },
  {
    type: NoticeType.ANNOUNCEMENT,
    daysAgo: 3,
    title_en: 'Set your 6-digit transaction password',
    title_zh: '请设置6位交易密码',
    content_en:
      'Every payment is confirmed with a 6-digit transaction password that is separate from your login password. Set it under Profile with a code sent to your phone or email.',
    content_zh:
      '每笔付款都需要使用与登录密码不同的6位交易密码确认。请在个人资料中通过手机或邮箱验证码进行设置。',
  },
  {
    type: NoticeType.ANNOUNCEMENT,
    daysAgo: 7,
    title_en: 'We will never ask for your codes',
    title_zh: '我们绝不会索要您的验证码',
    content_en:
      'Our staff will never ask for your password, transaction password or verification codes by phone, SMS or chat. If someone does, do not share them and contact us through the chat link.',
    content_zh:
      '我们的工作人员绝不会通过电话、短信或聊天索要您的密码、交易密码或验证码。如遇此类情况，请勿透露，并通过在线客服联系我们。',
  },
  {
    type: NoticeType.PRESS,
    daysAgo: 10,
    title_en: 'Cross-border payments from Kenya and Tanzania to Chinese bank accounts',
    title_zh: '从肯尼亚和坦桑尼亚向中国银行账户跨境付款',
    content_en:
      'Businesses trading with suppliers in China can now pay CNY bank accounts directly from their KES or TZS balance, with the rate and all fees shown before they confirm.',
    content_zh:
      '与中国供应商有贸易往来的企业，现在可以直接从肯尼亚先令或坦桑尼亚先令余额向人民币银行账户付款，确认前即可看到汇率和全部费用。',
  },
  {
    type: NoticeType.PRESS,
    daysAgo: 30,
    title_en: 'An API for pay-ins and pay-outs',
    title_zh: '面向收款与付款的开放接口',
    content_en:
      'Business customers can collect M-Pesa payments (C2B) and pay out to mobile money and bank accounts (B2C) from their own systems, with signed requests and a suspense account for unmatched funds.',
    content_zh:
      '企业客户可在自有系统中收取 M-Pesa 付款（C2B），并向移动钱包和银行账户付款（B2C），请求均经过签名，未匹配资金进入暂记账户。',
  },
];
