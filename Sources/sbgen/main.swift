import SbgenCore
print("sbgen")
