import { useCallback, useEffect, useRef } from 'react';
import { Button, Modal, Typography } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import '../va.css';

type Section = { title: string; paragraphs: string[] };

/** How close to the bottom counts as the end (sub-pixel scroll positions never reach 0). */
const END_SLACK_PX = 8;

/**
 * The VA user agreement (SPEC §5: read and agreed). It reports `onReachedEnd` once the reader has
 * scrolled its text to the end, or at once when the whole text fits without scrolling.
 */
export function VaAgreementModal({
  open,
  reachedEnd,
  onReachedEnd,
  onClose,
}: {
  open: boolean;
  reachedEnd: boolean;
  onReachedEnd: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('vaAgreement');
  const isPhone = useIsPhone();
  const textRef = useRef<HTMLDivElement>(null);
  const sections = t('sections', { returnObjects: true }) as Section[];

  const check = useCallback(() => {
    const el = textRef.current;
    if (el && el.scrollTop + el.clientHeight >= el.scrollHeight - END_SLACK_PX) onReachedEnd();
  }, [onReachedEnd]);

  // A tall screen may show the whole text: nothing to scroll means it has all been shown.
  useEffect(() => {
    if (open) requestAnimationFrame(check);
  }, [open, check]);

  return (
    <Modal
      open={open}
      title={t('title')}
      onCancel={onClose}
      width={isPhone ? '100%' : 720}
      centered
      footer={
        <div className="va-agreement-footer">
          <Typography.Text
            type={reachedEnd ? 'success' : 'secondary'}
            data-testid="va-agreement-progress"
          >
            {reachedEnd && <CheckCircleOutlined />}{' '}
            {reachedEnd ? t('va:agreement.reachedEnd') : t('va:agreement.scrollHint')}
          </Typography.Text>
          <Button type={reachedEnd ? 'primary' : 'default'} onClick={onClose}>
            {t('va:agreement.close')}
          </Button>
        </div>
      }
    >
      <div
        ref={textRef}
        className="va-agreement-text"
        data-testid="va-agreement-text"
        onScroll={check}
        tabIndex={0}
        role="document"
        aria-label={t('title')}
      >
        <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
        {Array.isArray(sections) &&
          sections.map((section, index) => (
            <section key={section.title}>
              <Typography.Title level={5}>
                {index + 1}. {section.title}
              </Typography.Title>
              {section.paragraphs.map((paragraph) => (
                <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
              ))}
            </section>
          ))}
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('end')}
        </Typography.Paragraph>
      </div>
    </Modal>
  );
}
