// The home page's interactive parts, each enhancing the component it sits beside, loaded as one file: Astro 5
// loads each component's script as a file of its own, and a first visit carries at most 8 scripts (issue 35).
import '../../features/chat/components/chat-launcher.ts';
import '../../features/doctors/components/mobile-search-form.ts';
import '../../features/doctors/components/search-card.ts';
import '../../features/doctors/components/top-doctors.ts';
import './install-app.ts';
import './typing-text.ts';
