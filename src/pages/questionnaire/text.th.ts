import { formatNumber } from '../../ui/format';
import type { en } from './text.en';

/** Questionnaire's words in Thai. */
export const th: typeof en = {
  title: 'แบบสอบถามสั้น ๆ',
  intro: 'บอกเราเกี่ยวกับตัวคุณแล้วรับคะแนน ใช้เวลาประมาณ 1 นาทีค่ะ',
  required: '(จำเป็น)',
  optional: '(ไม่บังคับ)',
  answerRequired: 'กรุณาตอบคำถามนี้',
  chooseAtLeastOne: 'กรุณาเลือกอย่างน้อย 1 คำตอบ',
  ratingOf: (n: number, max: number) => `${n} จาก ${max}`,
  ratingLow: 'ควรปรับปรุง',
  ratingHigh: 'ดีเยี่ยม',
  charactersLeft: (used: number, max: number) => `${used} / ${max} ตัวอักษร`,
  submit: 'ส่งคำตอบ',
  submitting: 'กำลังส่ง…',
  skip: 'ข้ามไปก่อน',
  skipping: 'กำลังข้าม…',
  thanksPoints: (points: number) => `ขอบคุณค่ะ คุณได้รับ ${formatNumber(points)} คะแนน`,
  thanks: 'ขอบคุณสำหรับคำตอบค่ะ',
  loading: 'กำลังโหลดคำถาม…',
  emptyTitle: 'ยังไม่มีคำถามในตอนนี้',
  emptyBody: 'ตอนนี้ยังไม่มีคำถามให้ตอบค่ะ',
  loadErrorTitle: 'ไม่สามารถโหลดคำถามได้',
};
