import type { Text } from '../types.ts';

/**
 * Body regions in the words people use, each covering a set of DDXPlus body locations. A location
 * question is first asked with these; the anatomical detail inside the region chosen is asked only
 * when it still matters. Every location value belongs to at least one region (checked by a test).
 */
export interface BodyRegion {
  id: string;
  label: Text;
  values: string[];
}

const r = (id: string, en: string, ar: string, values: string): BodyRegion => ({
  id,
  label: { en, ar },
  values: values.split(' '),
});

export const BODY_REGIONS: readonly BodyRegion[] = [
  r('head', 'Head', 'الرأس', 'V_25 V_62 V_89 V_124 V_166 V_167'),
  r(
    'face',
    'Face, mouth or teeth',
    'الوجه أو الفم أو الأسنان',
    'V_32 V_41 V_42 V_57 V_58 V_59 V_60 V_90 V_91 V_108 V_109 V_110 V_111 V_116 V_117 V_121 V_118 V_122 V_137 V_162 V_61 V_188 V_189 V_163',
  ),
  r('eye', 'Eye', 'العين', 'V_125 V_126'),
  r('ear', 'Ear', 'الأذن', 'V_129 V_130'),
  r('throat', 'Throat or neck', 'الزور أو الرقبة', 'V_20 V_21 V_26 V_33 V_38 V_53 V_54 V_115 V_148 V_174 V_175 V_176'),
  r('chest', 'Chest', 'الصدر', 'V_101 V_29 V_55 V_56 V_159 V_160 V_18 V_19'),
  r('upper-belly', 'Upper belly', 'أعلى البطن (فم المعدة)', 'V_197 V_103 V_104 V_187'),
  r('lower-belly', 'Lower belly', 'أسفل البطن', 'V_87 V_88 V_153 V_187'),
  r('flank', 'Side (flank)', 'الجنب (الخاصرة)', 'V_84 V_85 V_113 V_114 V_14 V_15 V_49 V_50'),
  r('back', 'Back', 'الظهر', 'V_39 V_40 V_37 V_127 V_128 V_170 V_171 V_82 V_83 V_113 V_114'),
  r(
    'groin',
    'Groin, genitals or bottom',
    'الأربية أو الأعضاء التناسلية أو الشرج',
    'V_16 V_17 V_36 V_94 V_95 V_96 V_102 V_139 V_140 V_141 V_146 V_147 V_155 V_158 V_168 V_169 V_185 V_186 V_190 V_22',
  ),
  r(
    'arm',
    'Arm or hand',
    'الذراع أو اليد',
    'V_30 V_31 V_194 V_195 V_27 V_28 V_76 V_77 V_74 V_75 V_80 V_81 V_78 V_79 V_67 V_68 V_69 V_70 V_63 V_64 V_65 V_66 V_45 V_46 V_142 V_143 V_151 V_152 V_177 V_178',
  ),
  r(
    'leg',
    'Leg or foot',
    'الرجل أو القدم',
    'V_34 V_35 V_51 V_52 V_72 V_73 V_149 V_150 V_43 V_44 V_92 V_93 V_47 V_48 V_97 V_98 V_99 V_100 V_105 V_106 V_119 V_120 V_131 V_132 V_133 V_134 V_135 V_136 V_144 V_145 V_23 V_24 V_164 V_165 V_172 V_173',
  ),
];

/** The lay question for each location question, asked before any anatomical detail. */
export const REGION_QUESTION: Record<string, Text> = {
  E_55: { en: 'Where is the pain? Choose the area (or areas).', ar: 'الألم فين؟ اختر المكان (أو الأماكن).' },
  E_57: { en: 'Does the pain spread to another area? Choose where.', ar: 'هل الألم بيمتد لمكان تاني؟ اختر فين.' },
  E_133: {
    en: 'Where is the rash or skin problem? Choose the area (or areas).',
    ar: 'الطفح أو مشكلة الجلد فين؟ اختر المكان (أو الأماكن).',
  },
  E_152: { en: 'Where is the swelling? Choose the area (or areas).', ar: 'التورم فين؟ اختر المكان (أو الأماكن).' },
};

/** The optional follow-up inside the region chosen. */
export const DETAIL_QUESTION: Text = {
  en: 'Where exactly? Choose the closest place, or "Don\'t know".',
  ar: 'فين بالظبط؟ اختر أقرب مكان، أو "لا أعرف".',
};
