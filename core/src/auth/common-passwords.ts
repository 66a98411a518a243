/**
 * The most common passwords, most common first, from the public breach-corpus top lists.
 * Data only: the strength estimator uses the rank as the number of guesses an attacker
 * needs, and an exact match is always refused (AUTH-197). The server can pass a larger
 * list (e.g. the top 100,000) into the same check.
 */
const RANKED = [
  "123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball",
  "abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890",
  "michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan",
  "jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000",
  "charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle",
  "jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa",
  "ginger princess joshua cheese amanda summer love ashley nicole chelsea biteme matthew access",
  "yankees 987654321 dallas austin thunder taylor matrix minecraft william corvette hello martin",
  "heather secret merlin diamond 1234qwer hammer silver 222222 88888888 anthony justin test bailey",
  "q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha bigdog guitar",
  "jackson whatever mickey chicken sparky snoopy maverick phoenix camaro peanut morgan welcome",
  "falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles",
  "melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo",
  "bulldog qwer1234 compaq purple banana junior hannah 123654 porsche lakers iceman money cowboys",
  "987654 london tennis 999999 coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha chester",
  "mother forever johnny edward 333333 oliver redsox player nikita knight fender barney midnight",
  "please brandy chicago badboy slayer rangers charles angel flower rabbit wizard jasper enter",
  "rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince marine fishing",
  "cocacola casper james 232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321",
  "golden 8675309 apple password1 password123 qwerty123 1q2w3e admin welcome1 iloveyou1 abcd1234",
  "1qaz2wsx3edc zaq12wsx passw0rd p@ssw0rd letmein1 football1 baseball1 monkey1 dragon1 sunshine1",
  "princess1 qwertyui asdfghjkl aa123456 123abc 1password lovely loveme babygirl 12341234 azerty",
  "00000000 147258369 0987654321 qwerty1 123456a a123456 abc12345 superman1 batman1 charlie1",
  "liverpool football123 hello123 flower123 monkey123 michael1 jordan23 shadow1 master1 killer1",
  "iloveu 123456789a qwe123 asd123 zxc123 welcome123 admin123 root toor changeme letmein123 secret1",
  "trustme computer1 internet1 pokemon naruto ninja blink182 myspace1",
]
  .join(" ")
  .split(" ");

/** Rank (1 = most common) of each listed password, lower case. */
export const COMMON_PASSWORD_RANKS: ReadonlyMap<string, number> = new Map(
  RANKED.map((password, index) => [password, index + 1] as const),
);
