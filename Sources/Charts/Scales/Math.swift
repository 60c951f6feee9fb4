internal import CPlatform
