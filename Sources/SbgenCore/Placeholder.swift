import IBParser
