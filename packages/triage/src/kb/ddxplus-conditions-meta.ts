import type { Text, Urgency } from '../types.ts';

export interface DdxConditionMeta {
  id: string;
  name: Text;
  urgency: Urgency;
  specialty: string;
  advice?: Text[];
}

// DDXPlus gives only a severity score (1-5). Urgency and the specialty to book are our own
// clinical mapping, erring towards the safer side where the condition can deteriorate fast.
export const DDX_CONDITION_META: Record<string, DdxConditionMeta> = {
  'Spontaneous pneumothorax': {
    id: 'spontaneous-pneumothorax',
    name: { en: 'Spontaneous pneumothorax (collapsed lung)', ar: 'استرواح الصدر التلقائي (انكماش الرئة)' },
    urgency: 'emergency',
    specialty: 'pulmonology',
  },
  'Cluster headache': {
    id: 'cluster-headache',
    name: { en: 'Cluster headache', ar: 'الصداع العنقودي' },
    urgency: 'routine',
    specialty: 'neurology',
  },
  Boerhaave: {
    id: 'boerhaave-syndrome',
    name: { en: 'Oesophageal rupture (Boerhaave syndrome)', ar: 'تمزق المريء (متلازمة بورهاف)' },
    urgency: 'emergency',
    specialty: 'general-surgery',
  },
  'Spontaneous rib fracture': {
    id: 'rib-fracture',
    name: { en: 'Rib fracture', ar: 'كسر في الضلوع' },
    urgency: 'urgent',
    specialty: 'orthopedics',
  },
  GERD: {
    id: 'gerd',
    name: { en: 'Gastro-oesophageal reflux disease (GERD)', ar: 'ارتجاع المريء' },
    urgency: 'routine',
    specialty: 'gastroenterology',
    advice: [
      {
        en: 'Eat smaller meals and avoid lying down within 3 hours of eating.',
        ar: 'تناول وجبات أصغر وتجنب الاستلقاء خلال 3 ساعات بعد الأكل.',
      },
    ],
  },
  'HIV (initial infection)': {
    id: 'acute-hiv',
    name: { en: 'Early HIV infection', ar: 'عدوى فيروس نقص المناعة في مرحلتها الأولى' },
    urgency: 'urgent',
    specialty: 'internal-medicine',
  },
  Anemia: {
    id: 'anemia',
    name: { en: 'Anaemia', ar: 'الأنيميا (فقر الدم)' },
    urgency: 'routine',
    specialty: 'hematology',
  },
  'Viral pharyngitis': {
    id: 'viral-pharyngitis',
    name: { en: 'Viral sore throat (pharyngitis)', ar: 'التهاب الحلق الفيروسي' },
    urgency: 'self_care',
    specialty: 'family-medicine',
    advice: [
      {
        en: 'Rest, drink warm fluids and use paracetamol for pain if needed.',
        ar: 'استرح واشرب سوائل دافئة، ويمكنك تناول الباراسيتامول للألم عند الحاجة.',
      },
    ],
  },
  'Inguinal hernia': {
    id: 'inguinal-hernia',
    name: { en: 'Inguinal hernia', ar: 'الفتق الإربي' },
    urgency: 'routine',
    specialty: 'general-surgery',
  },
  'Myasthenia gravis': {
    id: 'myasthenia-gravis',
    name: { en: 'Myasthenia gravis', ar: 'الوهن العضلي الوبيل' },
    urgency: 'urgent',
    specialty: 'neurology',
  },
  'Whooping cough': {
    id: 'whooping-cough',
    name: { en: 'Whooping cough (pertussis)', ar: 'السعال الديكي' },
    urgency: 'urgent',
    specialty: 'pediatrics',
  },
  Anaphylaxis: {
    id: 'anaphylaxis',
    name: { en: 'Anaphylaxis (severe allergic reaction)', ar: 'الحساسية المفرطة (صدمة تحسسية)' },
    urgency: 'emergency',
    specialty: 'allergy-immunology',
  },
  Epiglottitis: {
    id: 'epiglottitis',
    name: { en: 'Epiglottitis', ar: 'التهاب لسان المزمار' },
    urgency: 'emergency',
    specialty: 'ent',
  },
  'Guillain-Barré syndrome': {
    id: 'guillain-barre',
    name: { en: 'Guillain-Barré syndrome', ar: 'متلازمة جيلان باريه' },
    urgency: 'emergency',
    specialty: 'neurology',
  },
  'Acute laryngitis': {
    id: 'acute-laryngitis',
    name: { en: 'Acute laryngitis', ar: 'التهاب الحنجرة الحاد' },
    urgency: 'self_care',
    specialty: 'ent',
    advice: [{ en: 'Rest your voice and drink plenty of fluids.', ar: 'أرح صوتك واشرب كمية كافية من السوائل.' }],
  },
  Croup: {
    id: 'croup',
    name: { en: 'Croup', ar: 'الخانوق (التهاب الحنجرة عند الأطفال)' },
    urgency: 'urgent',
    specialty: 'pediatrics',
  },
  PSVT: {
    id: 'psvt',
    name: { en: 'Paroxysmal supraventricular tachycardia (PSVT)', ar: 'تسارع القلب فوق البطيني الانتيابي' },
    urgency: 'urgent',
    specialty: 'cardiology',
  },
  'Atrial fibrillation': {
    id: 'atrial-fibrillation',
    name: { en: 'Atrial fibrillation', ar: 'الرجفان الأذيني' },
    urgency: 'urgent',
    specialty: 'cardiology',
  },
  Bronchiectasis: {
    id: 'bronchiectasis',
    name: { en: 'Bronchiectasis', ar: 'توسع الشعب الهوائية' },
    urgency: 'routine',
    specialty: 'pulmonology',
  },
  'Allergic sinusitis': {
    id: 'allergic-rhinitis',
    name: { en: 'Allergic rhinitis / sinusitis', ar: 'حساسية الأنف والجيوب الأنفية' },
    urgency: 'self_care',
    specialty: 'allergy-immunology',
    advice: [
      {
        en: 'Avoid known triggers such as dust and pollen; saline nasal rinses can help.',
        ar: 'تجنب مسببات الحساسية المعروفة مثل التراب وحبوب اللقاح، وقد يفيد غسيل الأنف بالمحلول الملحي.',
      },
    ],
  },
  Chagas: {
    id: 'chagas',
    name: { en: 'Chagas disease', ar: 'داء شاغاس' },
    urgency: 'routine',
    specialty: 'internal-medicine',
  },
  'Scombroid food poisoning': {
    id: 'scombroid-poisoning',
    name: { en: 'Scombroid fish poisoning', ar: 'تسمم الأسماك (التسمم الإسقمري)' },
    urgency: 'urgent',
    specialty: 'internal-medicine',
  },
  Myocarditis: {
    id: 'myocarditis',
    name: { en: 'Myocarditis', ar: 'التهاب عضلة القلب' },
    urgency: 'urgent',
    specialty: 'cardiology',
  },
  Larygospasm: {
    id: 'laryngospasm',
    name: { en: 'Laryngospasm', ar: 'تشنج الحنجرة' },
    urgency: 'urgent',
    specialty: 'ent',
  },
  'Acute dystonic reactions': {
    id: 'acute-dystonia',
    name: { en: 'Acute dystonic reaction (to a medicine)', ar: 'تفاعل خلل التوتر العضلي الحاد (بسبب دواء)' },
    urgency: 'urgent',
    specialty: 'neurology',
  },
  'Localized edema': {
    id: 'localized-edema',
    name: { en: 'Localised swelling (oedema)', ar: 'تورم موضعي (وذمة)' },
    urgency: 'routine',
    specialty: 'internal-medicine',
  },
  SLE: {
    id: 'sle',
    name: { en: 'Systemic lupus erythematosus (lupus)', ar: 'الذئبة الحمراء' },
    urgency: 'routine',
    specialty: 'rheumatology',
  },
  Tuberculosis: {
    id: 'tuberculosis',
    name: { en: 'Tuberculosis', ar: 'الدرن (السل)' },
    urgency: 'urgent',
    specialty: 'pulmonology',
  },
  'Unstable angina': {
    id: 'unstable-angina',
    name: { en: 'Unstable angina', ar: 'الذبحة الصدرية غير المستقرة' },
    urgency: 'emergency',
    specialty: 'cardiology',
  },
  'Stable angina': {
    id: 'stable-angina',
    name: { en: 'Stable angina', ar: 'الذبحة الصدرية المستقرة' },
    urgency: 'urgent',
    specialty: 'cardiology',
  },
  Ebola: {
    id: 'ebola',
    name: { en: 'Ebola virus disease', ar: 'مرض فيروس إيبولا' },
    urgency: 'emergency',
    specialty: 'internal-medicine',
  },
  'Acute otitis media': {
    id: 'acute-otitis-media',
    name: { en: 'Middle ear infection (acute otitis media)', ar: 'التهاب الأذن الوسطى الحاد' },
    urgency: 'routine',
    specialty: 'ent',
  },
  'Panic attack': {
    id: 'panic-attack',
    name: { en: 'Panic attack', ar: 'نوبة هلع' },
    urgency: 'routine',
    specialty: 'psychiatry',
  },
  'Bronchospasm / acute asthma exacerbation': {
    id: 'asthma-attack',
    name: { en: 'Asthma attack (bronchospasm)', ar: 'أزمة ربو (تشنج الشعب الهوائية)' },
    urgency: 'urgent',
    specialty: 'pulmonology',
  },
  Bronchitis: {
    id: 'bronchitis',
    name: { en: 'Acute bronchitis', ar: 'التهاب الشعب الهوائية الحاد' },
    urgency: 'routine',
    specialty: 'pulmonology',
  },
  'Acute COPD exacerbation / infection': {
    id: 'copd-exacerbation',
    name: { en: 'COPD flare-up', ar: 'تفاقم الانسداد الرئوي المزمن' },
    urgency: 'urgent',
    specialty: 'pulmonology',
  },
  'Pulmonary embolism': {
    id: 'pulmonary-embolism',
    name: { en: 'Pulmonary embolism (blood clot in the lung)', ar: 'الانسداد الرئوي (جلطة في الرئة)' },
    urgency: 'emergency',
    specialty: 'pulmonology',
  },
  URTI: {
    id: 'common-cold',
    name: { en: 'Common cold (upper respiratory infection)', ar: 'نزلة برد (عدوى الجهاز التنفسي العلوي)' },
    urgency: 'self_care',
    specialty: 'family-medicine',
    advice: [
      {
        en: 'Rest, drink fluids and use paracetamol for fever if needed.',
        ar: 'استرح واشرب سوائل كثيرة، ويمكنك تناول الباراسيتامول للحرارة عند الحاجة.',
      },
    ],
  },
  Influenza: {
    id: 'influenza',
    name: { en: 'Influenza (flu)', ar: 'الإنفلونزا' },
    urgency: 'self_care',
    specialty: 'family-medicine',
    advice: [
      {
        en: 'Rest, drink fluids and use paracetamol for fever; seek care if breathing becomes difficult.',
        ar: 'استرح واشرب سوائل وتناول الباراسيتامول للحرارة، واطلب الرعاية إذا أصبح التنفس صعبًا.',
      },
    ],
  },
  Pneumonia: {
    id: 'pneumonia',
    name: { en: 'Pneumonia', ar: 'الالتهاب الرئوي' },
    urgency: 'urgent',
    specialty: 'pulmonology',
  },
  'Acute rhinosinusitis': {
    id: 'acute-sinusitis',
    name: { en: 'Acute sinusitis', ar: 'التهاب الجيوب الأنفية الحاد' },
    urgency: 'self_care',
    specialty: 'ent',
    advice: [
      {
        en: 'Saline nasal rinses and steam can ease congestion.',
        ar: 'قد يخفف غسيل الأنف بالمحلول الملحي واستنشاق البخار من الانسداد.',
      },
    ],
  },
  'Chronic rhinosinusitis': {
    id: 'chronic-sinusitis',
    name: { en: 'Chronic sinusitis', ar: 'التهاب الجيوب الأنفية المزمن' },
    urgency: 'routine',
    specialty: 'ent',
  },
  Bronchiolitis: {
    id: 'bronchiolitis',
    name: { en: 'Bronchiolitis', ar: 'التهاب الشعيبات الهوائية' },
    urgency: 'urgent',
    specialty: 'pediatrics',
  },
  'Pulmonary neoplasm': {
    id: 'lung-cancer',
    name: { en: 'Possible lung tumour', ar: 'اشتباه ورم في الرئة' },
    urgency: 'urgent',
    specialty: 'oncology',
  },
  'Possible NSTEMI / STEMI': {
    id: 'heart-attack',
    name: { en: 'Heart attack (myocardial infarction)', ar: 'أزمة قلبية (احتشاء عضلة القلب)' },
    urgency: 'emergency',
    specialty: 'cardiology',
  },
  Sarcoidosis: {
    id: 'sarcoidosis',
    name: { en: 'Sarcoidosis', ar: 'الساركويد' },
    urgency: 'routine',
    specialty: 'pulmonology',
  },
  'Pancreatic neoplasm': {
    id: 'pancreatic-cancer',
    name: { en: 'Possible pancreatic tumour', ar: 'اشتباه ورم في البنكرياس' },
    urgency: 'urgent',
    specialty: 'oncology',
  },
  'Acute pulmonary edema': {
    id: 'acute-pulmonary-edema',
    name: { en: 'Acute pulmonary oedema (fluid on the lungs)', ar: 'الوذمة الرئوية الحادة (مياه على الرئة)' },
    urgency: 'emergency',
    specialty: 'cardiology',
  },
  Pericarditis: {
    id: 'pericarditis',
    name: { en: 'Pericarditis', ar: 'التهاب غشاء التامور (الغشاء المحيط بالقلب)' },
    urgency: 'urgent',
    specialty: 'cardiology',
  },
};
