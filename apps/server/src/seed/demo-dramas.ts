import type { DramaLook } from './drama-art.js';

/**
 * The demo drama catalogue: eight short dramas across the genres viewers of ReelShort and DramaBox
 * look for, each with its description, genre tags, poster look and episodes with their dialogue
 * (burnt into the generated clips as subtitles). English, like the rest of the demo's platform
 * content; localising it is another part of issue 12. Listed in release order: the last is newest.
 */
export interface DemoDrama {
  title: string;
  description: string;
  tags: string[];
  /** A staff pick on the home page; `rankWeight` orders the picks. */
  featured: boolean;
  rankWeight: number;
  freeEpisodes: number;
  look: DramaLook;
  /** Each episode: its title and four lines of dialogue, `|` between them. */
  episodes: [title: string, dialogue: string][];
}

export const DEMO_DRAMAS: DemoDrama[] = [
  {
    title: 'Midnight Heiress',
    description:
      'At midnight, the will of shipping magnate Edmund Vale names a granddaughter nobody has met: Clara, a night-shift nurse from across the city. To keep the fortune she must stay one month in the house where he died, with a family that wants her gone by morning. Someone in Vale House knows why Edmund changed his will, and they are running out of time to hide it.',
    tags: ['family', 'mystery'],
    featured: false,
    rankWeight: 0,
    freeEpisodes: 3,
    look: {
      scene: 'mansion',
      hue: 235,
      glow: 275,
      lettering: 'serif',
      tagline: 'Every fortune has a price.',
      sprite: 'rain',
      chord: [146.83, 174.61, 220],
    },
    episodes: [
      [
        'The Midnight Reading',
        'The estate goes to my granddaughter, Clara Vale.|Granddaughter? Edmund never had one.|He did. And she is standing in your doorway.|Sign here, Miss Vale. And stay out of the east wing.',
      ],
      [
        'A Stranger in the East Wing',
        'Someone was in my room. The window was open.|The east wing has been shut for twenty years.|Then who left this candle burning?|Lock your door tonight, miss. Please.',
      ],
      [
        'The Locked Study',
        "Grandfather's study is locked. Who has the key?|Only the master had it. And he is dead.|Then why is there fresh ink on his desk?|Somebody is still writing his letters.",
      ],
      [
        'What the Butler Saw',
        'Hobbs, you were here the night he died.|I saw Mr. Julian leave the study at midnight.|Why did you not tell the police?|Because Mrs. Margot pays my wages.',
      ],
      [
        'Rain at Midnight',
        'You drove out in the storm. Where to, Julian?|To the chemist. Grandfather needed his pills.|The chemist closes at nine.|Careful, cousin. Questions get people hurt here.',
      ],
      [
        'Who Sent the Letter?',
        "This letter is in Grandfather's hand. Dated yesterday.|That is impossible. He died two weeks ago.|'Trust no one who wears black to my funeral.'|Everyone wore black, Clara. Everyone.",
      ],
      [
        'The Other Heir',
        'There is a second will, Miss Vale.|Naming whom?|A son. Born the same year as your mother.|Then I am not the only stranger in this family.',
      ],
      [
        'Portrait with No Face',
        "Why is this portrait's face painted over?|Edmund did it himself, the night she left.|Who was she?|Your grandmother. The one they told you had died.",
      ],
      [
        'Poison in the Tea',
        "Don't drink that. Smell it. Bitter almonds.|Who poured this tea?|The tray came from Margot's kitchen.|Then she wants me gone before the month is out.",
      ],
      [
        'The Test Results',
        'The lab confirmed it. Arsenic, over months.|He was poisoned slowly, in his own house.|And the DNA test?|You are his granddaughter. Without a doubt.',
      ],
      [
        'One Last Lie',
        'I only wanted what was promised to me, Clara.|You let him die for a house, Margot.|Not for the house. For the name.|Then you lose both. The police are at the gate.',
      ],
      [
        'The Truth Comes Home',
        'Vale House is yours now. What will you do?|Open the windows. Let the light in.|And the family?|Whoever stays, stays because they are welcome.',
      ],
    ],
  },
  {
    title: 'Love Contract in Seoul',
    description:
      'Broke translator Yoon Hana needs rent money; scandal-hit actor Kang Joon needs a girlfriend the cameras will believe. Their contract lists everything: three dates a week, no kissing, no falling in love. By episode six they have broken rule two, in a bright romantic comedy between Han River picnics and red carpets.',
    tags: ['romance', 'comedy'],
    featured: false,
    rankWeight: 0,
    freeEpisodes: 3,
    look: {
      scene: 'seoul',
      hue: 330,
      glow: 20,
      lettering: 'sans',
      tagline: 'Rule one: never fall in love.',
      sprite: 'heart',
      chord: [261.63, 329.63, 392],
    },
    episodes: [
      [
        'Clause One: No Falling in Love',
        'Six months. Three dates a week. Smile for the cameras.|And clause one?|No falling in love. Obviously.|Relax. You are not my type at all.',
      ],
      [
        'Three Dates a Week',
        'You booked a kimchi class? For a date?|My fans like men who cook.|You burned the rice, Kang Joon.|Then smile. They will think it is romantic.',
      ],
      [
        'The Han River Picnic',
        'Why did you bring two umbrellas? It is sunny.|The forecast said rain at four.|It is four now... oh.|Just share mine. For the cameras.',
      ],
      [
        'Paparazzi at the Door',
        'There are twenty photographers outside my flat!|Wave. Look in love. Pretend I am charming.|That is a lot of pretending.|You are doing great. Hold my hand.',
      ],
      [
        'Meet My Grandmother',
        'Grandma, this is Hana. My girlfriend.|She is too good for you. When is the wedding?|It is a little early for that, Grandma.|At my age nothing is early. Eat, dear.',
      ],
      [
        'Rule Two, Broken',
        'That kiss was not in the contract.|It was for the cameras.|There were no cameras, Joon.|...I may have broken rule two.',
      ],
      [
        'The Ex Returns',
        'Joon-ah. Did you miss me?|Seo-yeon. You are back in Seoul.|I came back for you. Who is she?|She is my girlfriend. For real.',
      ],
      [
        'Red Carpet, Red Face',
        "I stepped on your hem on live television.|You also called the director 'Uncle'.|He told me to! He is very friendly.|Everybody loves you. That is the problem.",
      ],
      [
        'Contract Terminated',
        'The agency wants to end the contract early.|Then it is over. You got your image back.|Hana, wait. That is not what I want.|Then what do you want, Kang Joon?',
      ],
      [
        'A New Contract',
        'I drew up a new contract. One clause only.|Let me guess. No falling in love?|The opposite. Forever, and no cameras.|Where do I sign?',
      ],
    ],
  },
  {
    title: "The Emperor's Last Concubine",
    description:
      "Su Wan enters the Forbidden Palace as the emperor's least important concubine with one purpose: to clear the name of her father, the general executed for treason. Among scheming consorts, poisoned sweets and a young emperor who trusts no one, she learns that the man she came to deceive is searching for the same truth. In the palace, love is the most dangerous secret of all.",
    tags: ['historical', 'romance'],
    featured: true,
    rankWeight: 30,
    freeEpisodes: 3,
    look: {
      scene: 'palace',
      hue: 355,
      glow: 35,
      lettering: 'serif',
      tagline: 'In the palace, love is treason.',
      sprite: 'petal',
      chord: [196, 246.94, 293.66],
    },
    episodes: [
      [
        'The Lowest Rank',
        'Concubine Su, seventh rank. You sleep by the kitchens.|I am grateful for His Majesty’s kindness.|His Majesty does not even know your name.|Then I will make sure he learns it.',
      ],
      [
        'Poisoned Osmanthus Cakes',
        'These osmanthus cakes are from Consort Hua.|Feed one to the cat first.|The cat... it is not moving, my lady.|Then Consort Hua has shown me her hand.',
      ],
      [
        'A Game of Go at Midnight',
        'You play Go like a general, Concubine Su.|My father taught me, Your Majesty.|Your father was a traitor.|Then why does your hand tremble, Majesty?',
      ],
      [
        "The Empress Dowager's Favour",
        'The Empress Dowager requests your company.|Why would she favour a concubine of seventh rank?|Because the Emperor does.|Then I have more enemies than I thought.',
      ],
      [
        'Lanterns Over the Lake',
        'Make a wish before the lantern flies.|Emperors do not need wishes.|Then tell me what you would wish for.|That you were not here to deceive me.',
      ],
      [
        "The General's Seal",
        "This seal is my father's. Where did you find it?|In the Minister of War's private chest.|Then he forged the letters of treason.|Careful, Su Wan. Palace walls have ears.",
      ],
      [
        'Banished to the Cold Palace',
        'By decree, Concubine Su goes to the Cold Palace.|On whose word?|Consort Hua found a curse doll in your room.|I have never seen that doll in my life.',
      ],
      [
        'A Letter in Blood',
        'Take this letter to His Majesty. Only to him.|My lady, it is written in blood.|Ink is watched. Blood is not.|Run. And do not stop for anyone.',
      ],
      [
        'Treason in the Throne Room',
        'Minister Gao, explain this seal.|Majesty, it is a forgery made by that woman!|Then the general’s own hand lies too?|Guards. Take the minister away.',
      ],
      [
        "Her Father's Name",
        'General Su is restored, with every honour.|My father can rest now.|And you? Will you leave the palace?|Only if Your Majesty asks me to.',
      ],
    ],
  },
  {
    title: 'Thirteen Floors Down',
    description:
      'A blackout traps detective Nora Quinn and eleven residents inside the Meridian, a glass tower with thirteen basement floors that appear on no city plan. By midnight the first resident is dead, the phones are down and the lift only goes one way: down. Every floor keeps a secret about the people who built it, and one of the survivors already knows the way out.',
    tags: ['thriller', 'mystery'],
    featured: false,
    rankWeight: 0,
    freeEpisodes: 2,
    look: {
      scene: 'tower',
      hue: 200,
      glow: 185,
      lettering: 'sans',
      tagline: 'The lift only goes down.',
      sprite: 'rain',
      chord: [110, 130.81, 164.81],
    },
    episodes: [
      [
        'Blackout at the Meridian',
        'Power is out across the whole tower.|The generators should start within seconds.|It has been ten minutes.|Then somebody switched them off.',
      ],
      [
        'The Lift Only Goes Down',
        'I pressed lobby. We are going down.|There is no floor below B1 on the plans.|Then why does the panel say B13?|Do not touch anything else.',
      ],
      [
        'Floor B4',
        'There is a body. Mr. Hale, from the penthouse.|He was with us in the lobby ten minutes ago.|He has been dead for hours.|Then who was standing next to me?',
      ],
      [
        'Twelve Strangers',
        'Everyone: names and flat numbers. Now.|Am I under arrest, detective?|Not yet. Nobody leaves my sight.|There is nowhere to leave to.',
      ],
      [
        "The Architect's Daughter",
        'My father designed this tower. There was no basement.|Then someone built it after he died.|Or before he was meant to know.|Why are you looking at me like that?',
      ],
      [
        'No Signal',
        'No signal on any phone. The radio is static.|These walls are lined with lead.|Someone did not want calls leaving this floor.|Or did not want them coming in.',
      ],
      [
        'The Missing Blueprint',
        'The blueprint has been cut. Floors B9 to B13.|Who had access to the archive?|Only the building manager.|And he is the one who is missing.',
      ],
      [
        'Someone Is Counting',
        'Eleven. Ten. Someone wrote numbers on the wall.|It is counting us, detective.|Ten of us are left.|Then we stay together. All of us.',
      ],
      [
        'The Last Floor',
        'B13. This door does not need a key.|It needs a handprint. Mine, apparently.|You have been here before, Claire.|I was seven. I thought it was a dream.',
      ],
      [
        'Daylight',
        'Sunlight. We are outside. We made it.|Not all of us, Nora.|They will seal the Meridian by morning.|Then I will open it again. With a warrant.',
      ],
    ],
  },
  {
    title: "My Twins' Billionaire Daddy",
    description:
      'Five-year-old twins Leo and Lily have a plan: find the billionaire on television who looks exactly like them and get him to marry Mommy. Their mother Grace, a pastry chef who left Ethan Cole without a word six years ago, has other ideas. Between birthday cakes, a hacked company website and a very confused board of directors, the Cole family is about to grow.',
    tags: ['family', 'comedy', 'ceo'],
    featured: false,
    rankWeight: 0,
    freeEpisodes: 3,
    look: {
      scene: 'family',
      hue: 210,
      glow: 30,
      lettering: 'sans',
      tagline: 'Operation: Find Daddy.',
      sprite: 'spark',
      chord: [293.66, 369.99, 440],
    },
    episodes: [
      [
        'The Man on the TV',
        "Lily, look! That man has Leo's nose.|And your frown. He frowns exactly like you.|Mommy, who is Ethan Cole?|Nobody, sweetheart. Eat your cereal.",
      ],
      [
        'Operation Find Daddy',
        "Step one: find Daddy's office.|Step two: bring Mommy's cake.|Step three?|Step three: make him cry happy tears.",
      ],
      [
        'The Cake Delivery',
        'A delivery for Mr. Ethan Cole.|He did not order any cake.|He did. He just does not know yet.|Chocolate and sea salt? Only one person bakes that.',
      ],
      [
        'Hacked by a Five-Year-Old',
        "Sir, the company website shows a drawing of you.|With a crown and a dog?|It says 'Best Daddy, call Mommy'.|Find out who did this. Quietly.",
      ],
      [
        'Same Dimples',
        'You have dimples. Same as me.|A lot of people have dimples, kid.|Not with a freckle on the left one.|...Where is your mother, Leo?',
      ],
      [
        'Grandma Wants Answers',
        "Ethan, why are there two children in my garden?|Mother, I can explain.|They have your grandfather's eyes.|Then you already know what I am going to say.",
      ],
      [
        'Sports Day',
        "Parents' race! Mr. Cole, are you running?|In a three-piece suit?|Daddy, please. Every daddy is running.|Fine. But I am going to win.",
      ],
      [
        'The Fiancée Problem',
        'Ethan, our engagement is in the papers tomorrow.|Then cancel it, Vivian.|For a baker and two brats?|For my family. Mind how you speak of them.',
      ],
      [
        'Six Years of Silence',
        'You left without a word, Grace. Six years.|Your mother said you never wanted a baby.|She told me you had moved abroad.|We lost six years to one lie.',
      ],
      [
        'Family Photo',
        'Everybody squeeze in. Leo, stop making faces.|Daddy is making faces too!|Okay, on three. One, two...|Family!',
      ],
    ],
  },
  {
    title: "The Fake Bride's Revenge",
    description:
      'Five years ago Celine Rhodes was arrested for fraud on her wedding day, while her stepsister walked down the aisle in her dress. Now she returns as the bride of Rafael Moreau, a tycoon who married her on a contract for reasons of his own. Everyone at the Rhodes family table is about to pay for what they did, unless her new husband is playing a longer game.',
    tags: ['revenge', 'romance'],
    featured: false,
    rankWeight: 0,
    freeEpisodes: 3,
    look: {
      scene: 'wedding',
      hue: 345,
      glow: 10,
      lettering: 'serif',
      tagline: 'She came back for everything.',
      sprite: 'ember',
      chord: [164.81, 196, 246.94],
    },
    episodes: [
      [
        'The Wedding I Lost',
        "Celine Rhodes, you are under arrest for fraud.|On my wedding day? This is a mistake!|Don't worry, sister. I will wear the dress for you.|Bella... what have you done?",
      ],
      [
        'Five Years Later',
        'Prisoner 4471, you are free to go.|Five years. Who is waiting outside?|A man in a black car. He says you know him.|I do not. But I will listen.',
      ],
      [
        'Mrs. Moreau',
        'Marry me. On paper, for one year.|Why would you want a convicted bride?|Because the Rhodes family ruined mine too.|Then we have a deal, Mr. Moreau.',
      ],
      [
        'A Toast to My Stepsister',
        'A toast, to my dear stepsister Bella.|Celine? You married Rafael Moreau?|Surprised? You always wanted what was mine.|This time I am taking it all back.',
      ],
      [
        'The Dress She Stole',
        'That dress was my mother’s. You wore it at my wedding.|It was a gift. From Father.|Then you will not mind returning it.|Over my dead body, Celine.',
      ],
      [
        'Evidence in the Vault',
        "Bank records from five years ago. All forged.|Whose signature is that?|Bella's fiancé. My ex-fiancé.|Then he is the next to fall.",
      ],
      [
        "My Husband's Secret",
        'Rafael, why is my father’s name in your files?|Because he owes my family a debt.|You married me to use me.|At first. Not anymore.',
      ],
      [
        'The Charity Gala Trap',
        'The auction is rigged to frame you again.|Let them try. I rigged it first.|What did you do, Celine?|I invited the press. And the police.',
      ],
      [
        'Father, Do You Know Me?',
        'Father, do you even know who I am?|Celine... I thought you had betrayed us.|You never asked me once.|I am asking now. I am sorry.',
      ],
      [
        'Confession on Tape',
        'Say it again, Bella. Who forged the papers?|I did! I wanted everything you had.|Thank you. That is all I needed.|Wait... you are recording this?',
      ],
      [
        'The Last Dance',
        'Our contract ends tonight, Mrs. Moreau.|Then this is our last dance.|Only if you want it to be.|Ask me properly, Rafael.',
      ],
      [
        'A Real Wedding',
        'This time nobody steals your dress.|This time the groom is the right man.|Celine, will you marry me? For real?|For real. I do.',
      ],
    ],
  },
  {
    title: 'Alpha of the Silver Moon',
    description:
      'Rejected by her mate on the night of her first shift, Ivy Grey runs from the Silverpine pack with nothing but a torn dress and a mark that glows under the full moon. Alpha Kane Blackthorn, the most feared wolf in the north, finds her at his border, and when he touches her mark the old legends start coming true. Now the mate who threw her away wants her back.',
    tags: ['werewolf', 'fantasy', 'romance'],
    featured: true,
    rankWeight: 10,
    freeEpisodes: 4,
    look: {
      scene: 'wolf',
      hue: 215,
      glow: 200,
      lettering: 'serif',
      tagline: 'Rejected by one. Chosen by the moon.',
      sprite: 'snow',
      chord: [130.81, 155.56, 196],
    },
    episodes: [
      [
        'Rejected Under the Full Moon',
        'I, Derek Ash, reject you as my mate.|In front of the whole pack?|An omega can never be my Luna.|Then the moon will remember your choice.',
      ],
      [
        'Across the Blackthorn Border',
        'You crossed my border, little wolf.|I did not know where else to run.|Most who cross it never run again.|Then let me be the first who does.',
      ],
      [
        "The Alpha's Mark",
        'Your mark is glowing. Who gave it to you?|I was born with it.|One wolf in a century carries that mark.|And what happens to her?',
      ],
      [
        'Silver in My Veins',
        'Your wound healed in minutes. That is not normal.|I have always healed fast.|Silver should burn you. It does not.|What am I, Kane?',
      ],
      [
        'A Luna Without a Pack',
        'The elders will never accept a rogue as Luna.|I am not asking for a crown.|And I am not asking the elders.|Then what are you asking, Alpha?',
      ],
      [
        'Rogues at the River',
        'Rogues. Six of them, at the river crossing.|Stay behind me, Ivy.|No. They came for me. I will face them.|Then we face them together.',
      ],
      [
        'The Moon Goddess Speaks',
        'Daughter of silver, why do you hide your light?|Everyone who saw it hurt me.|The one beside you will not.|How can you know that?',
      ],
      [
        "My Ex-Mate's Regret",
        'Ivy, I made a mistake. Come home.|Home? You threw me out of it.|I was a fool. I am still your mate.|You gave that up under the full moon, Derek.',
      ],
      [
        'Trial by Claw',
        'The law lets a challenger fight for a Luna.|Then I fight for myself.|You would face Derek in the ring?|I have waited a long time to.',
      ],
      [
        'Blood and Silver',
        'Someone laced the wine with wolfsbane.|Kane, your hands are shaking.|Stay with me, Ivy. Do not close your eyes.|I am not going anywhere. Breathe.',
      ],
      [
        'The Northern Alliance',
        'Three packs, one alliance, or the hunters win.|Silverpine will never kneel to Blackthorn.|Nobody kneels. We stand side by side.|Under whose moon?',
      ],
      [
        'A Howl for the Fallen',
        'He died protecting the pups.|Tonight the whole north howls for him.|Will you lead the howl, Luna?|For him, yes. For all of them.',
      ],
      [
        'Crowned by Moonlight',
        'By the silver moon, I name you Luna of the north.|I never wanted a crown.|That is why you deserve it.|Then I wear it for the wolves without a pack.',
      ],
      [
        'Forever Mine',
        'You ran into my territory once, little wolf.|And you never let me leave.|Never. You are mine, under every moon.|And you are mine, Alpha.',
      ],
    ],
  },
  {
    title: "The CEO's Secret Twin",
    description:
      'When her twin sister lands in hospital after a suspicious car crash, Lena Park takes her place as assistant to Adrian Hart, the coldest CEO in Manhattan. Nobody can tell the sisters apart, except the man she is starting to fall for. To find who ran Mia off the road, Lena must keep lying to him a little longer.',
    tags: ['romance', 'revenge', 'ceo'],
    featured: true,
    rankWeight: 20,
    freeEpisodes: 3,
    look: {
      scene: 'skyline',
      hue: 250,
      glow: 28,
      lettering: 'sans',
      tagline: 'Same face. Different secret.',
      sprite: 'spark',
      chord: [220, 261.63, 329.63],
    },
    episodes: [
      [
        'Two Faces, One Name',
        'Mia cannot wake up, and her job starts Monday.|Then I will be Mia. Nobody can tell us apart.|And if they find out?|They will not. Not until I find who did this.',
      ],
      [
        'The Coldest Boss in Manhattan',
        'You are late, Miss Park. Four minutes.|Traffic, Mr. Hart. It will not happen again.|It had better not. I do not do second chances.|Neither do I, sir.',
      ],
      [
        'Coffee, Black, No Mistakes',
        'You take your coffee black now? Since when?|People change, Mr. Hart.|Not in a week. Not my assistant.|Then maybe you never really looked at her.',
      ],
      [
        "The Scar She Doesn't Have",
        'Mia had a scar on her wrist. You do not.|You noticed my wrist?|I notice everything about you. That is the problem.|Then stop looking so closely, Adrian.',
      ],
      [
        'A Dance at the Hart Gala',
        'Dance with me. Everyone is watching anyway.|Your mother will hate this.|My mother hates everything I like.|Then she is going to hate me a lot.',
      ],
      [
        "The Stepbrother's Offer",
        'Leave Hart Group and I will pay you double.|Why do you want me gone so badly, Victor?|Because my brother trusts you.|Dangerous for whom?',
      ],
      [
        'Caught on Camera',
        "The garage camera. The night of the crash.|That is Victor's car, right behind hers.|Two minutes before she went off the bridge.|Send me the file. And tell no one.",
      ],
      [
        'Hospital at Dawn',
        'Lena? Why are you wearing my clothes?|Mia! You are awake. Do not talk, rest.|Lena, the car... someone cut the brakes.|I know. And I know who.',
      ],
      [
        'Kiss in the Elevator',
        'You are not Mia. Tell me the truth, now.|If I tell you, you will hate me.|Try me.|My name is Lena. And I think I love you.',
      ],
      [
        'The Board Meeting Ambush',
        'I move to remove Adrian Hart as chief executive.|On what grounds, Victor?|He hired an impostor. She lies to all of you.|Then let me show the board a video of my own.',
      ],
      [
        'Two Sisters, One Truth',
        'Two of you? Adrian, what is going on?|Mother, meet Lena. She saved this company.|And your brother?|Victor is talking to the police right now.',
      ],
      [
        'Mrs. Hart, Officially',
        'No more secrets, no more switching places.|Just one name from now on.|Lena Hart. I like the sound of that.|So do I. Now kiss the bride, Mr. Hart.',
      ],
    ],
  },
];

/** An episode's length in seconds (30 to 60; first episodes short, so the home's entry points are ready first). */
export function episodeSeconds(dramaNo: number, index: number): number {
  if (index === 1) return 30 + ((dramaNo * 3) % 7);
  return 30 + ((index * 11 + dramaNo * 7) % 31);
}

/** An episode's unlock price in wallet minor units (the range the app has always used). */
export function episodePrice(dramaNo: number, index: number): number {
  return 30 + 10 * ((index + dramaNo) % 3);
}

/** The dialogue of an episode spread over its length: four lines, each on screen for most of its slot. */
export function dialogueTimeline(dialogue: string, seconds: number) {
  const lines = dialogue.split('|');
  const start = 1.5;
  const slot = (seconds - start - 1.5) / lines.length;
  return lines.map((text, i) => ({
    from: Number((start + i * slot).toFixed(2)),
    to: Number((start + (i + 1) * slot - 0.8).toFixed(2)),
    text,
  }));
}
